import type { ShippingAddress } from '@storefront/api-client';
import { Button, RadioGroup } from '@storefront/ui';
import { useState } from 'react';
import { useAddShippingAddress } from '../api/useAddShippingAddress';
import { placeNames } from '../regions/regions';
import * as styles from './checkout.css';
import { NewAddressForm } from './NewAddressForm';

export interface ShippingAddressPickerProps {
  addresses: readonly ShippingAddress[];
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

const describe = (address: ShippingAddress) => {
  const { state, country } = placeNames(address);
  return [address.address, address.address1, address.city, state, address.zipcode, country].filter(Boolean).join(', ');
};

/** Where the lots ship: one of the buyer's addresses, or a new one (selected once saved). */
export function ShippingAddressPicker({ addresses, selectedId, onSelect }: ShippingAddressPickerProps) {
  const [adding, setAdding] = useState(false);
  const add = useAddShippingAddress((id) => {
    setAdding(false);
    if (id !== undefined) onSelect(id);
  });
  return (
    <section className={styles.panel} aria-labelledby="checkout-address">
      <h2 id="checkout-address" className={styles.panelHeading}>
        Shipping Address
      </h2>
      {addresses.length > 0 ? (
        <RadioGroup.Root
          label="Ship to"
          value={selectedId === null ? '' : String(selectedId)}
          onValueChange={(value) => onSelect(Number(value))}
        >
          {addresses.map((address) => (
            <RadioGroup.Item key={address.id} value={String(address.id)}>
              {describe(address)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      ) : null}
      {adding ? (
        <NewAddressForm
          saving={add.isPending}
          onSave={(address) => add.mutate({ body: address })}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add New Address
          </Button>
        </div>
      )}
    </section>
  );
}
