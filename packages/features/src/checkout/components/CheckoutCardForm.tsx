import { checkoutCardMaxLengths, keepDigits, type CheckoutCardForm as CardValues } from '@storefront/domain';
import { TextField } from '@storefront/ui';
import * as styles from './checkout.css';

export interface CheckoutCardFormProps {
  values: CardValues;
  errors: Record<string, string>;
  onChange: (values: CardValues) => void;
}

export const emptyCheckoutCard: CardValues = {
  card_number: '',
  name: '',
  exp_month: '',
  exp_year: '',
  cvv: '',
  address1: '',
  country: 'United States',
  state: '',
  city: '',
  zip: '',
};

/**
 * A new card at checkout (spec 001 §5): the number 14-16, name, expiry not past, CVV, the billing address. The zip is
 * kept as typed (no length of its own in the spec) and checked, 5 to 6 digits, when the buyer pays.
 */
export function CheckoutCardForm({ values, errors, onChange }: CheckoutCardFormProps) {
  const field = (
    name: keyof CardValues,
    label: string,
    extra: { digits?: number; numeric?: boolean; autoComplete: string },
  ) => (
    <TextField
      label={label}
      required
      autoComplete={extra.autoComplete}
      {...(extra.digits || extra.numeric ? { inputMode: 'numeric' as const } : {})}
      value={values[name]}
      onValueChange={(value) => onChange({ ...values, [name]: extra.digits ? keepDigits(value, extra.digits) : value })}
      error={errors[name]}
    />
  );
  return (
    <fieldset className={styles.fieldset} aria-label="New card">
      {field('card_number', 'Card Number', { digits: checkoutCardMaxLengths.card_number, autoComplete: 'cc-number' })}
      {field('name', 'Name on Card', { autoComplete: 'cc-name' })}
      <div className={styles.row}>
        {field('exp_month', 'Expiry Month', { digits: checkoutCardMaxLengths.exp_month, autoComplete: 'cc-exp-month' })}
        {field('exp_year', 'Expiry Year', { digits: checkoutCardMaxLengths.exp_year, autoComplete: 'cc-exp-year' })}
        {field('cvv', 'CVV', { digits: checkoutCardMaxLengths.cvv, autoComplete: 'cc-csc' })}
      </div>
      {field('address1', 'Card Address Line 1', { autoComplete: 'address-line1' })}
      <div className={styles.row}>
        {field('city', 'Card City', { autoComplete: 'address-level2' })}
        {field('state', 'Card State', { autoComplete: 'address-level1' })}
      </div>
      <div className={styles.row}>
        {field('country', 'Card Country', { autoComplete: 'country-name' })}
        {field('zip', 'Card Zip Code', { numeric: true, autoComplete: 'postal-code' })}
      </div>
    </fieldset>
  );
}
