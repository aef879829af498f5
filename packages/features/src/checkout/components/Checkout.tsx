import { isApiRefusal, newCardOf, savedCardsQuery, type CardProviderAccount } from '@storefront/api-client';
import {
  ALREADY_PAID,
  checkoutCardSchema,
  checkoutPaymentSchema,
  type CheckoutCardForm,
  formatMoney,
  INVOICE_NOT_FOUND,
  SHIPPING_NOT_PRICED,
} from '@storefront/domain';
import { Button, EmptyState, Link, Skeleton, useCheckedForm, useToast } from '@storefront/ui';
import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { checkoutTotals, shippingPriced } from '../api/checkoutTotals';
import { useAchFee } from '../api/useAchFee';
import { useCheckoutBanks } from '../api/useCheckoutBanks';
import { useCheckoutLines } from '../api/useCheckoutLines';
import { usePaidInvoices } from '../api/usePaidInvoices';
import { usePay, type PayWith } from '../api/usePay';
import { useShippingAddresses } from '../api/useShippingAddresses';
import * as styles from './checkout.css';
import { CheckoutLots } from './CheckoutLots';
import { CheckoutTotals } from './CheckoutTotals';
import { emptyNewCard, NEW_CARD, PaymentPicker, type PaymentChoice } from './PaymentPicker';
import { ShippingAddressPicker } from './ShippingAddressPicker';

/** A new card's rules as of now (its expiry must not be past); Pay checks it against the moment it pays. */
const newCardRules = { safeParse: (card: CheckoutCardForm) => checkoutCardSchema(Date.now()).safeParse(card) };

export interface CheckoutBuyer {
  id: number;
  email: string;
  /** The buyer's customer id at the card provider (card_paymentid). */
  card_paymentid: string;
  country: string;
}

export interface CheckoutProps {
  /** One common_invoice per invoice paid. */
  invoiceIds: readonly number[];
  buyer: CheckoutBuyer;
  provider: CardProviderAccount;
  /** Paid: the page goes to the dashboard. */
  onPaid: () => void;
  /** The server knows none of these invoices as the buyer's: the page says 'Invoice not Found' and leaves. */
  onMissing: (message: string) => void;
  /** Where a paid invoice is shown (the invoice page). */
  invoiceHref: (invoiceId: number) => string;
  /** Where the buyer adds and verifies a bank account. */
  bankDetailsHref: string;
}

/**
 * Checkout of won lots (spec 001 §2): the lots, the shipping address, payment by saved card, new card or verified
 * bank, and the totals by the shared rules; Pay shows 'Loading' while it works and never takes a payment twice.
 */
export function Checkout({
  invoiceIds,
  buyer,
  provider,
  onPaid,
  onMissing,
  invoiceHref,
  bankDetailsHref,
}: CheckoutProps) {
  const toast = useToast();
  const lines = useCheckoutLines(invoiceIds);
  const paid = usePaidInvoices(invoiceIds);
  const addresses = useShippingAddresses();
  const cards = useQuery(savedCardsQuery(provider, buyer.card_paymentid));
  const { queries } = useApi();
  const selectedCard = useQuery({
    ...queries.getUserProfileDetails(),
    select: (answer) => answer.data.default_card_id ?? null,
  });
  const bankData = useCheckoutBanks({ user_id: buyer.id, email: buyer.email });
  const ach = useAchFee();
  const [addressId, setAddressId] = useState<number | null>(null);
  const [choice, setChoice] = useState<PaymentChoice>({ method: 'card', card: '', bankId: '' });
  const newCard = useCheckedForm(newCardRules, emptyNewCard);
  const pay = usePay(
    {
      provider,
      customerId: buyer.card_paymentid,
      siteId: bankData.siteId ?? '',
      userId: buyer.id,
      userCountry: buyer.country,
    },
    onPaid,
  );

  // The server's 'no' to the lines says the invoices are not the buyer's; an outage, or a sign-in that ran out (which
  // sends the buyer to sign in), does not.
  const missing = isApiRefusal(lines.error) && lines.error.httpStatus === 200;
  useEffect(() => {
    if (missing) onMissing(INVOICE_NOT_FOUND);
  }, [missing, onMissing]);

  if (missing) return null;
  const error = lines.error ?? addresses.error;
  if (error) return <p role="alert">{error.message}</p>;
  const lineData = lines.data;
  const addressData = addresses.data;
  if (!lineData || !addressData || ach.isPending || paid.isPending) {
    return (
      <Skeleton.Root label="Loading checkout">
        <Skeleton.Block height="24rem" />
      </Skeleton.Root>
    );
  }
  if (lineData.length === 0) return <EmptyState kind="products" />;
  // The server takes no payment for an invoice paid already.
  if (paid.paidIds.length > 0) {
    return (
      <EmptyState
        title={ALREADY_PAID}
        action={paid.paidIds.map((id) => (
          <Link key={id} href={invoiceHref(id)}>
            View Invoice #{id}
          </Link>
        ))}
      />
    );
  }

  const shippingAddressId = addressId ?? addressData[0]?.id ?? null;
  const priced = shippingPriced(lineData);
  const achFee = ach.data ?? { percent: 0, ofTotal: false };
  const totals = checkoutTotals(lineData, choice.method, achFee);
  const banks = bankData.banks ?? [];
  // Only verified banks can be chosen; with none verified yet, their verification is what Pay asks for.
  const bank =
    banks.find((candidate) => candidate.id === choice.bankId) ??
    (banks.every((candidate) => candidate.status !== 'verified') ? (banks[0] ?? null) : null);
  // The card the buyer selected among the saved ones is chosen until they choose another.
  const preselected = cards.data?.some((card) => card.id === selectedCard.data) ? selectedCard.data! : '';
  const payment = choice.card === '' ? { ...choice, card: preselected } : choice;

  const submit = () => {
    const now = Date.now();
    const typedCard = payment.card === NEW_CARD ? newCard.values : null;
    const checkedCard = payment.method === 'card' && typedCard ? newCard.check(checkoutCardSchema(now)) : undefined;
    const ready = checkoutPaymentSchema(now).safeParse({
      shippingPriced: priced,
      shipping_addr_id: shippingAddressId,
      method: payment.method,
      cardId: payment.card && payment.card !== NEW_CARD ? payment.card : null,
      newCard: typedCard,
      bank: bank ? { id: bank.id, status: bank.status } : null,
    });
    if (!ready.success || shippingAddressId === null) {
      toast.show({ id: 'checkout', tone: 'warning', title: ready.error?.issues[0]?.message ?? '' });
      return;
    }
    let payWith: PayWith;
    if (payment.method === 'bank') {
      payWith = { method: 'bank', bank_id: payment.bankId, achPercent: achFee.percent };
    } else if (checkedCard) {
      payWith = { method: 'card', newCard: newCardOf(checkedCard) };
    } else {
      payWith = { method: 'card', source_id: payment.card };
    }
    pay.start({ invoiceIds, shipping_addr_id: shippingAddressId, amount: totals.total, with: payWith });
  };

  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <CheckoutLots lines={lineData} />
        <ShippingAddressPicker addresses={addressData} selectedId={shippingAddressId} onSelect={setAddressId} />
        <PaymentPicker
          cards={cards.data ?? []}
          banks={banks}
          choice={payment}
          onChange={setChoice}
          newCard={newCard.values}
          newCardErrors={newCard.errors}
          onNewCardChange={newCard.set}
          bankDetailsHref={bankDetailsHref}
        />
      </div>
      <section className={styles.panel} aria-labelledby="checkout-summary">
        <h2 id="checkout-summary" className={styles.panelHeading}>
          Order Summary
        </h2>
        {priced ? null : (
          <p className={styles.notice} role="status">
            {SHIPPING_NOT_PRICED}
          </p>
        )}
        <CheckoutTotals totals={totals} />
        <Button fullWidth size="large" disabled={pay.isPending} onClick={submit}>
          {pay.isPending ? 'Loading' : `Pay ${formatMoney(totals.total)}`}
        </Button>
      </section>
    </div>
  );
}
