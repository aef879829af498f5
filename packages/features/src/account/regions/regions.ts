import type { Region } from '@storefront/api-client';
import { DEFAULT_COUNTRY, US_STATES } from '@storefront/domain';

export const unitedStatesRegions: readonly Region[] = US_STATES.map(([id, name]) => ({
  id: String(id),
  name,
  country_id: DEFAULT_COUNTRY.id,
}));

/** The state picker's regions for a country (by the name the account keeps), or null where the buyer types it. */
export const regionsOf = (countryName: string): readonly Region[] | null =>
  countryName === DEFAULT_COUNTRY.name ? unitedStatesRegions : null;
