import { newCardOf, type NewCard } from '@storefront/api-client';
import { cardMaxLengths, cardSchema, type CardForm as CardFormValues } from '@storefront/domain';
import { Button, CardFields, sprinkles, useCheckedForm } from '@storefront/ui';
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
  const { values, errors, set, submit } = useCheckedForm(cardSchema, withAddress(address));

  return (
    <form className={styles.form} noValidate onSubmit={submit((card) => onSave(newCardOf(card)))} aria-label="Add card">
      <CardFields values={values} errors={errors} onChange={set} maxLengths={cardMaxLengths} />
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
