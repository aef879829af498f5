/** The buy-now page's sample filters in the URL, as the lot search's filter panel names them. */
export interface BuyNowSearch {
  cat_id?: number[];
  auction_condition_new_io?: Array<'new' | 'used'>;
  from_price_io?: number;
  to_price_io?: number;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

const price = (value: unknown) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number >= 0 ? number : undefined;
};

export function parseBuyNowSearch(search: Record<string, unknown>): BuyNowSearch {
  const cat_id = list(search['cat_id'])
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const conditions = list(search['auction_condition_new_io']).filter(
    (word): word is 'new' | 'used' => word === 'new' || word === 'used',
  );
  const from = price(search['from_price_io']);
  const to = price(search['to_price_io']);
  return {
    ...(cat_id.length > 0 ? { cat_id } : {}),
    ...(conditions.length > 0 ? { auction_condition_new_io: conditions } : {}),
    // A price range holds both ends or neither.
    ...(from !== undefined && to !== undefined ? { from_price_io: from, to_price_io: to } : {}),
  };
}
