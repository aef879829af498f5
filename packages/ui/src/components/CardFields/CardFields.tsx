import { keepDigits } from '@storefront/domain';
import { TextField } from '../TextField';
import * as styles from './CardFields.css';

/** A card as the buyer types it; with the billing address when the values carry one. */
export interface CardFieldValues {
  card_number: string;
  name: string;
  exp_month: string;
  exp_year: string;
  cvv: string;
  address1?: string;
  city?: string;
  state?: string;
  country?: string;
  zip?: string;
}

export type CardField = keyof CardFieldValues;

export interface CardFieldsProps {
  values: CardFieldValues;
  errors: Partial<Record<string, string>>;
  onChange: (patch: Partial<CardFieldValues>) => void;
  /**
   * The longest entry of each number field, by the page's rules: it keeps digits only, up to that many. A number field
   * without one (the checkout's zip) is kept as typed and checked when the form is sent.
   */
  maxLengths: Partial<Record<CardField, number>>;
}

/**
 * The fields of a card, the same wherever a card is typed (signup, Payment Methods, checkout): number, name, expiry
 * and CVV, then the billing address when the values carry one. The page's form holds the values and checks them.
 */
export function CardFields({ values, errors, onChange, maxLengths }: CardFieldsProps) {
  const field = (name: CardField, label: string, autoComplete: string, numeric = false, placeholder?: string) => {
    const maxLength = maxLengths[name];
    return (
      <TextField
        label={label}
        required
        autoComplete={autoComplete}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        {...(placeholder ? { placeholder } : {})}
        value={values[name] ?? ''}
        onValueChange={(value) => onChange({ [name]: maxLength ? keepDigits(value, maxLength) : value })}
        error={errors[name]}
      />
    );
  };
  return (
    <>
      {field('card_number', 'Card Number', 'cc-number', true)}
      {field('name', 'Name on Card', 'cc-name')}
      <div className={styles.row}>
        {field('exp_month', 'Expiry Month', 'cc-exp-month', true, 'MM')}
        {field('exp_year', 'Expiry Year', 'cc-exp-year', true, 'YYYY')}
        {field('cvv', 'CVV', 'cc-csc', true)}
      </div>
      {values.address1 === undefined ? null : (
        <>
          {field('address1', 'Card Address Line 1', 'address-line1')}
          <div className={styles.row}>
            {field('city', 'Card City', 'address-level2')}
            {field('state', 'Card State', 'address-level1')}
          </div>
          <div className={styles.row}>
            {field('country', 'Card Country', 'country-name')}
            {field('zip', 'Card Zip Code', 'postal-code', true)}
          </div>
        </>
      )}
    </>
  );
}
