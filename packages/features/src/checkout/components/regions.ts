import type { SelectOption } from '@storefront/ui';

/**
 * Countries and regions of the region reference (ids as numeric strings). Only the spec's defaults are known here
 * (country 231 United States, region 3919 Alabama; spec 001 §9 and 000 §9): the reference list itself is not in the
 * repository yet.
 */
export const COUNTRIES: readonly SelectOption[] = [{ value: '231', label: 'United States' }];

export const REGIONS: Readonly<Record<string, readonly SelectOption[]>> = {
  '231': [{ value: '3919', label: 'Alabama' }],
};

/** A region or country name by id, or the id itself when the reference does not know it. */
export function placeName(options: readonly SelectOption[] | undefined, id: string): string {
  return options?.find((option) => option.value === id)?.label ?? id;
}
