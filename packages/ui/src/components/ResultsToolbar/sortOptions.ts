/** The API's `orderby` codes for the listing's Sort By: 2 Recent, 3 Oldest (the default). */
export type SortCode = 2 | 3;

export const sortOptions: readonly { value: SortCode; label: string }[] = [
  { value: 2, label: 'Recent' },
  { value: 3, label: 'Oldest' },
];

export const DEFAULT_SORT: SortCode = 3;

export const isSortCode = (value: number): value is SortCode => sortOptions.some((option) => option.value === value);
