import type { OperationHandler } from '../http/operationTypes';
import { optionalAmount } from '../db/amounts';

/** Most days answered at once: a year. */
const MAX_DAYS = 366;

/** Daily metal prices in the date range (inclusive), oldest first; without a range, the latest year. */
export const getMetalPriceHistory: OperationHandler<'getMetalPriceHistory'> = async ({ body }, { db }) => {
  let query = db.selectFrom('metal_prices').selectAll();
  if (body.from_date_io) query = query.where('date', '>=', body.from_date_io);
  if (body.to_date_io) query = query.where('date', '<=', body.to_date_io);
  const rows = await query.orderBy('date', 'desc').limit(MAX_DAYS).execute();
  return {
    success: 'yes',
    results: rows.reverse().map((row) => ({
      date: row.date,
      gold: optionalAmount(row.gold) ?? null,
      silver: optionalAmount(row.silver) ?? null,
      platinum: optionalAmount(row.platinum) ?? null,
      palladium: optionalAmount(row.palladium) ?? null,
    })),
  };
};
