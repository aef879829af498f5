import { Select, TextField } from '@storefront/ui';
import { countryOptions } from '../regions/countries';
import { DEFAULT_STATE } from '@storefront/domain';
import { regionsOf } from '../regions/regions';

const countryChoices = countryOptions.map((entry) => ({ value: entry.name, label: entry.name }));

export interface RegionFieldsProps {
  country: string;
  state: string;
  onChange: (region: { country: string; state: string }) => void;
  errors: Record<string, string | undefined>;
}

/** Country and state pickers; a country without a state list takes the region as typed. */
export function RegionFields({ country, state, onChange, errors }: RegionFieldsProps) {
  const states = regionsOf(country);
  const changeCountry = (next: string) => {
    const nextStates = regionsOf(next);
    const defaultState = nextStates?.some((region) => region.id === DEFAULT_STATE.id);
    onChange({ country: next, state: defaultState ? DEFAULT_STATE.name : '' });
  };
  return (
    <>
      <Select
        label="Country"
        required
        options={countryChoices}
        value={country}
        onValueChange={changeCountry}
        error={errors['country']}
      />
      {states ? (
        <Select
          label="State"
          required
          placeholder="Select a state"
          options={states.map((region) => ({ value: region.name, label: region.name }))}
          value={state}
          onValueChange={(next) => onChange({ country, state: next })}
          error={errors['state']}
        />
      ) : (
        <TextField
          label="State"
          required
          autoComplete="address-level1"
          value={state}
          onValueChange={(next) => onChange({ country, state: next })}
          error={errors['state']}
        />
      )}
    </>
  );
}
