import type { components } from '@storefront/api-client';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../db/schema';

type AuctionFilter = components['schemas']['AuctionFilter'];
type LotScope = ExpressionBuilder<DatabaseSchema, 'lots' | 'auctions'>;

const DAY = 24 * 3600_000;

/** The start of a calendar day (UTC) and the start of the day after it. */
export const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
export const dayAfter = (date: string) => new Date(dayStart(date).getTime() + DAY);

/** A LIKE pattern matching the words anywhere, with the user's % and _ taken literally. */
export const containing = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Condition codes of the lot search's Conditions filter: New is 1; Used is Damaged (2) or Open Box (3). */
const usage = { new: [1], used: [2, 3] } as const;

const nonEmpty = <T>(list: readonly T[] | undefined): list is readonly T[] => list !== undefined && list.length > 0;

/**
 * Every filter of the spec's filter body, for lots: keyword (title, description or lot number), lot number, auction,
 * auction type, categories, sub-categories, conditions, closing-date range and price range.
 */
export function lotFilter(filter: AuctionFilter) {
  return (eb: LotScope): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    for (const keyword of [filter.searchbar, filter.custom_field_3]) {
      if (!keyword?.trim()) continue;
      const pattern = containing(keyword);
      parts.push(
        eb.or([
          eb('lots.title', 'ilike', pattern),
          eb('lots.description', 'ilike', pattern),
          eb('lots.sku', '=', keyword.trim()),
        ]),
      );
    }
    const lotNumber = filter.searchbar_with_lot_number?.trim();
    if (lotNumber) {
      parts.push(eb.or([eb('lots.sku', '=', lotNumber), eb('lots.title', 'ilike', containing(lotNumber))]));
    }
    if (filter.lotof !== undefined) parts.push(eb('lots.lotof', '=', filter.lotof));
    if (filter.timed_live === 'live') parts.push(eb('auctions.con_check', '=', 1));
    if (filter.timed_live === 'timed') parts.push(eb('auctions.con_check', '!=', 1));
    const categories = [...(filter.cat_id ?? []), ...(filter.cat_id_multiple_io ?? [])];
    if (nonEmpty(categories)) parts.push(eb('lots.category_id', 'in', categories));
    const subCategories = [
      ...(filter.sub_cat_id === undefined ? [] : [filter.sub_cat_id]),
      ...(filter.sub_cat_id_multiple_io ?? []),
    ];
    if (nonEmpty(subCategories)) parts.push(eb('lots.subcategory_id', 'in', subCategories));
    if (nonEmpty(filter.condition)) parts.push(eb('lots.condition', 'in', [...filter.condition]));
    if (nonEmpty(filter.auction_condition_new_io)) {
      parts.push(
        eb(
          'lots.condition',
          'in',
          filter.auction_condition_new_io.flatMap((word) => [...usage[word]]),
        ),
      );
    }
    if (filter.from_date_io) parts.push(eb('lots.date_closed', '>=', dayStart(filter.from_date_io)));
    if (filter.to_date_io) parts.push(eb('lots.date_closed', '<', dayAfter(filter.to_date_io)));
    if (filter.from_price_io !== undefined) parts.push(eb('lots.wprice', '>=', filter.from_price_io));
    if (filter.to_price_io !== undefined) parts.push(eb('lots.wprice', '<=', filter.to_price_io));
    return parts.length > 0 ? eb.and(parts) : sql<SqlBool>`true`;
  };
}

/** Sort codes: 2 Recent (newest first), 3 Oldest (the default); `order` sets the direction outright. */
export function sortDirection(code: number | undefined, order: 'asc' | 'desc' | undefined): 'asc' | 'desc' {
  return order ?? (code === 2 ? 'desc' : 'asc');
}
