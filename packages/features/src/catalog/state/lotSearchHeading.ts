import type { LotSearchQuery } from './lotSearchQuery';

interface NamedCategory {
  id: number;
  name: string;
  subcategory?: readonly { id: number; name: string }[] | undefined;
}

/**
 * The lot search's heading: the words searched for; else the one category or sub-category it is filtered by (a store
 * menu's entry), so the buyer sees where the menu took them; else 'Search lots'.
 */
export function lotSearchHeading(query: LotSearchQuery, categories: readonly NamedCategory[]): string {
  if (query.search) return `Search results for “${query.search}”`;
  const [catId, ...moreCats] = query.cat_id ?? [];
  const [subId, ...moreSubs] = query.sub_cat_id ?? [];
  const category = moreCats.length === 0 ? categories.find((candidate) => candidate.id === catId) : undefined;
  if (!category || moreSubs.length > 0) return 'Search lots';
  if (subId === undefined) return category.name;
  return category.subcategory?.find((sub) => sub.id === subId)?.name ?? 'Search lots';
}
