import type { BankRecord, CardProvider } from '@storefront/api-client';
import type { CheckoutCardForm as CardValues } from '@storefront/domain';
import { Link, RadioGroup } from '@storefront/ui';
import type { PaymentMethod } from '../api/checkoutTotals';
import * as styles from './checkout.css';
import { CheckoutCardForm } from './CheckoutCardForm';

/** The value of the 'new card' choice among the saved cards. */
export const NEW_CARD = 'new';

export interface PaymentChoice {
  method: PaymentMethod;
  /** A saved card's id, NEW_CARD, or '' for none yet. */
  card: string;
  newCard: CardValues;
  bankId: string;
}

export interface PaymentPickerProps {
  cards: readonly CardProvider.SavedCard[];
  banks: readonly BankRecord[];
  choice: PaymentChoice;
  cardErrors: Record<string, string>;
  onChange: (choice: PaymentChoice) => void;
  /** Where the buyer adds and verifies a bank account. */
  bankDetailsHref: string;
}

/** How the buyer pays: a saved card, a new card, or a bank account (only verified ones may be chosen). */
export function PaymentPicker({ cards, banks, choice, cardErrors, onChange, bankDetailsHref }: PaymentPickerProps) {
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
            <CheckoutCardForm
              values={choice.newCard}
              errors={cardErrors}
              onChange={(newCard) => onChange({ ...choice, newCard })}
            />
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
