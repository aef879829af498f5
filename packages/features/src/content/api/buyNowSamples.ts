import type { FilterOption } from '@storefront/ui';

/**
 * The buy-now page is a static demonstration listing (spec 001 §2: "Static buy-now demo listing with sample filters"):
 * the API has no buy-now catalogue, so its items and categories live here and are labelled as a demonstration.
 */
export interface BuyNowSample {
  id: number;
  title: string;
  cat_id: number;
  condition: 'new' | 'used';
  /** The buy-now price in cents. */
  buynowamount: number;
}

export const buyNowCategories: readonly FilterOption[] = [
  { value: 1, label: 'Gold' },
  { value: 2, label: 'Silver' },
  { value: 3, label: 'Platinum' },
];

export const buyNowSamples: readonly BuyNowSample[] = [
  { id: 1, title: '1 oz American Gold Eagle', cat_id: 1, condition: 'new', buynowamount: 279_500 },
  { id: 2, title: '1/10 oz Gold Maple Leaf', cat_id: 1, condition: 'new', buynowamount: 29_900 },
  { id: 3, title: '1908 $20 Saint-Gaudens Double Eagle', cat_id: 1, condition: 'used', buynowamount: 298_000 },
  { id: 4, title: '1 oz American Silver Eagle', cat_id: 2, condition: 'new', buynowamount: 3_895 },
  { id: 5, title: '10 oz Silver Bar', cat_id: 2, condition: 'new', buynowamount: 34_500 },
  { id: 6, title: '1921 Morgan Silver Dollar', cat_id: 2, condition: 'used', buynowamount: 4_850 },
  { id: 7, title: '1 oz Platinum Britannia', cat_id: 3, condition: 'new', buynowamount: 106_000 },
  { id: 8, title: '1 oz Platinum Bar, Valcambi', cat_id: 3, condition: 'used', buynowamount: 101_500 },
];
