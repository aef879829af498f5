import type { ShippingAddressInput } from '@storefront/api-client';
import { ADDRESS_MAX_LENGTH, keepDigits, shippingAddressSchema, type ShippingAddressForm } from '@storefront/domain';
import { Button, Select, sprinkles, TextField, useCheckedForm } from '@storefront/ui';
import * as styles from './checkout.css';
import { COUNTRIES, REGIONS } from '../regions/regions';

export interface NewAddressFormProps {
  saving: boolean;
  onSave: (address: ShippingAddressInput) => void;
  onCancel: () => void;
}

const empty: ShippingAddressForm = { address: '', address1: '', country: '231', state: '3919', city: '', zipcode: '' };

/** A new shipping address (spec 001 §5): country and state, address (250 at most, plain characters), city, zip. */
export function NewAddressForm({ saving, onSave, onCancel }: NewAddressFormProps) {
  const { values, change, field, submit } = useCheckedForm(shippingAddressSchema, empty);

  const save = submit(({ address1, ...rest }) => onSave({ ...rest, ...(address1 ? { address1 } : {}) }));

  return (
    <form className={styles.form} noValidate onSubmit={save} aria-label="New shipping address">
      <div className={styles.row}>
        <Select label="Country" required options={COUNTRIES} {...field('country')} />
        <Select label="State" required options={REGIONS[values.country] ?? []} {...field('state')} />
      </div>
      <TextField
        label="Address"
        required
        autoComplete="address-line1"
        maxLength={ADDRESS_MAX_LENGTH + 1}
        {...field('address')}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        value={values.address1 ?? ''}
        onValueChange={change('address1')}
      />
      <div className={styles.row}>
        <TextField label="City" required autoComplete="address-level2" {...field('city')} />
        <TextField
          label="Zip Code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('zipcode', (text) => keepDigits(text, 6))}
        />
      </div>
      <div className={sprinkles({ display: 'flex', gap: 'small' })}>
        <Button type="submit" loading={saving}>
          Save Address
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
