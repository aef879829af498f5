import type { components } from '@storefront/api-client';
import type { OperationHandler } from '../http/operationTypes';
import { amount } from '../db/amounts';
import { containing } from './lotFilter';
import { selectLots } from './lotRows';

type RapidResult = components['schemas']['RapidSearchAnswer']['results'][number];

export const RAPID_SEARCH_LIMIT = 8;

/** Type-ahead: open lots whose title or lot number holds the typed phrase, closing soonest first. */
export const rapidSearch: OperationHandler<'rapidSearch'> = async ({ body }, { db }) => {
  const phrase = body.searchbar.trim();
  const rows = await selectLots(db)
    .where((eb) => eb.or([eb('lots.title', 'ilike', containing(phrase)), eb('lots.sku', '=', phrase)]))
    .where('lots.market_status', '=', 'open')
    .orderBy('lots.date_closed')
    .orderBy('lots.id')
    .limit(body.limit ?? RAPID_SEARCH_LIMIT)
    .execute();
  return {
    success: 'yes',
    results: rows.map((row): RapidResult => {
      const result: RapidResult = {
        id: row.id,
        lotof: row.lotof,
        sku: row.sku,
        title: row.title,
        wprice: amount(row.wprice),
        con_check: row.con_check === 1 ? 1 : 0,
        market_status: row.market_status,
      };
      if (row.avatar !== null) result.avatar = row.avatar;
      return result;
    }),
  };
};
