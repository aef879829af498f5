export type LotTableColumn = 'sku' | 'image' | 'title' | 'description' | 'estimate' | 'price' | 'bids' | 'status';

export const columnLabels: Record<LotTableColumn, string> = {
  sku: 'Lot #',
  image: 'Image',
  title: 'Title',
  description: 'Description',
  estimate: 'Est',
  price: 'Current Bid',
  bids: 'No. Of Bids',
  status: 'Status',
};

/** The columns of each screen: an auction's lots page, and the listing's search mode. */
export const tableColumns = {
  auction: ['sku', 'image', 'title', 'description', 'estimate', 'price', 'bids', 'status'],
  search: ['sku', 'image', 'title', 'description', 'price', 'bids'],
} as const satisfies Record<string, readonly LotTableColumn[]>;

export type LotTableVariant = keyof typeof tableColumns;

/** On the mobile cards these cells carry their column's name; the others speak for themselves. */
export const labelledOnCards: ReadonlySet<LotTableColumn> = new Set(['sku', 'estimate', 'price', 'bids']);
