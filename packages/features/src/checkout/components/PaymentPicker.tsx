import type { BankRecord, CardProvider } from '@storefront/api-client';
import { checkoutCardMaxLengths, type CheckoutCardForm as CardValues } from '@storefront/domain';
import { CardFields, Link, RadioGroup, type FieldErrors } from '@storefront/ui';
import type { PaymentMethod } from '../api/checkoutTotals';
import * as styles from './checkout.css';

/** The value of the 'new card' choice among the saved cards. */
export const NEW_CARD = 'new';

/**
 * A new card at checkout (spec 001 §5): the number 14-16, name, expiry not past, CVV, the billing address. The zip is
 * kept as typed (no length of its own in the spec) and checked, 5 to 6 digits, when the buyer pays.
 */
export const emptyNewCard: CardValues = {
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

export interface PaymentChoice {
  method: PaymentMethod;
  /** A saved card's id, NEW_CARD, or '' for none yet. */
  card: string;
  bankId: string;
}

export interface PaymentPickerProps {
  cards: readonly CardProvider.SavedCard[];
  banks: readonly BankRecord[];
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  newCard: CardValues;
  newCardErrors: FieldErrors;
  onNewCardChange: (patch: Partial<CardValues>) => void;
  /** Where the buyer adds and verifies a bank account. */
  bankDetailsHref: string;
}

/** How the buyer pays: a saved card, a new card, or a bank account (only verified ones may be chosen). */
export function PaymentPicker({
  cards,
  banks,
  choice,
  onChange,
  newCard,
  newCardErrors,
  onNewCardChange,
  bankDetailsHref,
}: PaymentPickerProps) {
  return (
    <section className={styles.panel} aria-labelledby="checkout-payment">
      <h2 id="checkout-payment" className={styles.panelHeading}>
        Payment Details
      </h2>
      <RadioGroup.Root
        label="Pay by"
        orientation="horizontal"
        value={choice.method}
        onValueChange={(method) => onChange({ ...choice, method: method as PaymentMethod })}
      >
        <RadioGroup.Item value="card">Card</RadioGroup.Item>
        <RadioGroup.Item value="bank">Bank (ACH)</RadioGroup.Item>
      </RadioGroup.Root>
      {choice.method === 'card' ? (
        <>
          <RadioGroup.Root label="Card" value={choice.card} onValueChange={(card) => onChange({ ...choice, card })}>
            {cards.map((card) => (
              <RadioGroup.Item key={card.id} value={card.id}>
                {`${card.brand ?? 'Card'} ending in ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`}
              </RadioGroup.Item>
            ))}
            <RadioGroup.Item value={NEW_CARD}>Add New Card</RadioGroup.Item>
          </RadioGroup.Root>
          {choice.card === NEW_CARD ? (
            <fieldset className={styles.fieldset} aria-label="New card">
              <CardFields
                values={newCard}
                errors={newCardErrors}
                onChange={onNewCardChange}
                maxLengths={checkoutCardMaxLengths}
              />
            </fieldset>
          ) : null}
        </>
      ) : banks.length === 0 ? (
        <p className={styles.notice}>
          No bank account yet: <Link href={bankDetailsHref}>add and verify one in Bank Details</Link>, then pay by bank.
        </p>
      ) : (
        <>
          <RadioGroup.Root
            label="Bank account"
            value={choice.bankId}
            onValueChange={(bankId) => onChange({ ...choice, bankId })}
          >
            {banks.map((bank) => (
              <RadioGroup.Item key={bank.id} value={bank.id} disabled={bank.status !== 'verified'}>
                {`${bank.bank_name} (${bank.account_holder_name}), ${bank.status === 'verified' ? 'Verified' : 'Not verified'}`}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          {banks.some((bank) => bank.status !== 'verified') ? (
            <p className={styles.notice}>
              A bank pays once it is verified: <Link href={bankDetailsHref}>verify it in Bank Details</Link>.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
