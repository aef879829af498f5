import type { ShippingAddress } from '@storefront/api-client';
import { DEFAULT_COUNTRY, US_STATES } from '@storefront/domain';
import type { SelectOption } from '@storefront/ui';

/**
 * Countries and regions of the API's region reference (ids as numeric strings): the United States (231, the spec's
 * default) and its states (Alabama 3919 first), where the store ships.
 */
export const COUNTRIES: readonly SelectOption[] = [{ value: DEFAULT_COUNTRY.id, label: DEFAULT_COUNTRY.name }];

export const REGIONS: Readonly<Record<string, readonly SelectOption[]>> = {
  [DEFAULT_COUNTRY.id]: US_STATES.map(([id, name]) => ({ value: String(id), label: name })),
};

/** A region or country name by id, or the id itself when the reference does not know it. */
function placeName(options: readonly SelectOption[] | undefined, id: string): string {
  return options?.find((option) => option.value === id)?.label ?? id;
}

/** A shipping address's state and country by name, as the checkout and the invoice print them. */
export function placeNames(address: Pick<ShippingAddress, 'country' | 'state'>) {
  return { state: placeName(REGIONS[address.country], address.state), country: placeName(COUNTRIES, address.country) };
}
