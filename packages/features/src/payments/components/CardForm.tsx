import { cardSchema, keepDigits, type CardForm as CardFormValues } from '@storefront/domain';
import { Button, sprinkles, TextField, useCheckedForm } from '@storefront/ui';
import type { NewCard } from '@storefront/api-client';
import * as styles from './payments.css';

export interface CardFormProps {
  /** The billing address to start from, e.g. the buyer's own. */
  address?: Partial<Record<'address1' | 'city' | 'state' | 'country' | 'zip', string | undefined>> | undefined;
  saving: boolean;
  onSave: (card: NewCard) => void;
  onCancel?: () => void;
}

const empty: CardFormValues = {
  card_number: '',
  exp_month: '',
  exp_year: '',
  name: '',
  cvv: '',
  address1: '',
  city: '',
  state: '',
  country: 'United States',
  zip: '',
};

/** The empty form with the given billing address filled in where it is known. */
function withAddress(address: CardFormProps['address']): CardFormValues {
  const known = Object.entries(address ?? {}).filter(([, value]) => value);
  return { ...empty, ...Object.fromEntries(known) };
}

/** Add a card (spec 000 §5): number up to 16 digits, month 1-12, year 20xx, name, CVV 3-4, the billing address. */
export function CardForm({ address, saving, onSave, onCancel }: CardFormProps) {
  const { values, errors, change, submit } = useCheckedForm(cardSchema, () => withAddress(address));

  const save = submit((card) =>
    onSave({
      number: card.card_number,
      exp_month: Number(card.exp_month),
      exp_year: Number(card.exp_year),
      cvc: card.cvv,
      name: card.name,
      address_line1: card.address1,
      address_city: card.city,
      address_state: card.state,
      address_country: card.country,
      address_zip: card.zip,
    }),
  );

  const field = (
    name: keyof CardFormValues,
    label: string,
    extra: { filter?: (text: string) => string; autoComplete?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      label={label}
      required
      value={values[name]}
      onValueChange={change(name, extra.filter)}
      error={errors[name]}
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={save} aria-label="Add card">
      {field('card_number', 'Card Number', {
        filter: (text) => keepDigits(text, 16),
        autoComplete: 'cc-number',
        inputMode: 'numeric',
      })}
      <div className={styles.row}>
        {field('exp_month', 'Expiry Month', {
          filter: (text) => keepDigits(text, 2),
          autoComplete: 'cc-exp-month',
          inputMode: 'numeric',
        })}
        {field('exp_year', 'Expiry Year', {
          filter: (text) => keepDigits(text, 4),
          autoComplete: 'cc-exp-year',
          inputMode: 'numeric',
        })}
        {field('cvv', 'CVV', { filter: (text) => keepDigits(text, 4), autoComplete: 'cc-csc', inputMode: 'numeric' })}
      </div>
      {field('name', 'Name on Card', { autoComplete: 'cc-name' })}
      {field('address1', 'Address Line 1', { autoComplete: 'address-line1' })}
      <div className={styles.row}>
        {field('city', 'City', { autoComplete: 'address-level2' })}
        {field('state', 'State', { autoComplete: 'address-level1' })}
      </div>
      <div className={styles.row}>
        {field('country', 'Country', { autoComplete: 'country-name' })}
        {field('zip', 'Zip', {
          filter: (text) => keepDigits(text, 6),
          autoComplete: 'postal-code',
          inputMode: 'numeric',
        })}
      </div>
      <div className={sprinkles({ display: 'flex', gap: 'small' })}>
        <Button type="submit" loading={saving}>
          Save Card
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
