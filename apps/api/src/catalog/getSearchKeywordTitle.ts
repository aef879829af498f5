import type { OperationHandler } from '../http/operationTypes';
import { containing } from './lotFilter';

/** How many suggestions the search box shows. */
export const KEYWORD_SUGGESTIONS = 10;

/**
 * Autocomplete for a search box: titles (with lot numbers) of lots that are open or sold, or of auctions, holding
 * the typed words.
 */
export const getSearchKeywordTitle: OperationHandler<'getSearchKeywordTitle'> = async ({ body }, { db }) => {
  const keyword = body.search_keyword.trim();
  if (!keyword) return { success: 'yes', results: [] };
  const pattern = containing(keyword);
  if (body.type === 'auction') {
    const auctions = await db
      .selectFrom('auctions')
      .select(['id', 'title'])
      .where('title', 'ilike', pattern)
      .where('market_status', body.status === 'open' ? '=' : '!=', 'open')
      .orderBy('title')
      .limit(KEYWORD_SUGGESTIONS)
      .execute();
    return { success: 'yes', results: auctions.map((row) => ({ title: row.title, sku: String(row.id) })) };
  }
  const lots = await db
    .selectFrom('lots')
    .select(['title', 'sku'])
    .where((eb) => eb.or([eb('title', 'ilike', pattern), eb('sku', '=', keyword)]))
    .where('market_status', '=', body.status)
    .orderBy('title')
    .orderBy('sku')
    .limit(KEYWORD_SUGGESTIONS)
    .execute();
  return { success: 'yes', results: lots };
};
