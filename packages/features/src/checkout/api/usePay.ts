import {
  CardProviderError,
  isApiRefusal,
  providerAnswer,
  type CardProviderAccount,
  type NewCard,
} from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { dollarsFromCents, PAID, PAYMENT_FALLBACK, PAYMENT_SUCCESSFUL } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  alone,
  chargeKeyFor,
  forgetChargeKey,
  readPaymentRecord,
  writePaymentRecord,
  type PaymentRecord,
} from './paymentRecord';

/** The bank, or a charge the provider answered, refused: its words are shown as they are. */
class PaymentRefusal extends Error {}

/**
 * The words a failed payment shows: the provider's, or the server's refusal in its answer; anything else (an answer
 * lost on the way, a server error) reads 'Try Again later.'.
 */
const failureMessage = (error: Error) =>
  (error instanceof PaymentRefusal ||
    error instanceof CardProviderError ||
    (isApiRefusal(error) && error.httpStatus === 200)) &&
  error.message
    ? error.message
    : PAYMENT_FALLBACK;

export type PayWith =
  | { method: 'card'; source_id: string }
  | { method: 'card'; newCard: NewCard }
  | { method: 'bank'; bank_id: string; achPercent: number };

export interface PayInput {
  invoiceIds: readonly number[];
  shipping_addr_id: number;
  /** What the checkout shows, in cents. */
  amount: number;
  with: PayWith;
}

export interface PayContext {
  provider: CardProviderAccount;
  customerId: string;
  siteId: string;
  userId: number;
  userCountry: string;
}

/**
 * Pays invoices: by card, a charge at the card provider (a new card is saved there first; its number never reaches
 * the store's API) recorded by reference; by bank, an ACH transfer of the total in cents. Once taken, the payment is
 * kept so it is never taken twice: not by a double click, a second tab or a retry after a dropped answer.
 */
export function usePay(context: PayContext, onPaid: () => void) {
  const { mutations } = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const busy = useRef(false);

  const take = async (input: PayInput): Promise<PaymentRecord> => {
    const earlier = readPaymentRecord(input.invoiceIds);
    if (earlier && earlier.amount === input.amount && earlier.method === input.with.method) return earlier;
    const { provider, customerId } = context;
    const account = { account_id: provider.account_id, mode: provider.mode, customer_id: customerId };
    if (input.with.method === 'bank') {
      const transfer = await mutations.createBankPay.mutationFn({
        body: {
          site_id: context.siteId,
          user_id: context.userId,
          payAmount: input.amount,
          bank_id: input.with.bank_id,
        },
      });
      if (!transfer.data.transfer_id) throw new PaymentRefusal(transfer.data.message || PAYMENT_FALLBACK);
      return { method: 'bank', reference: transfer.data.transfer_id, amount: input.amount };
    }
    let sourceId: string;
    if ('newCard' in input.with) {
      const saved = await providerAnswer(
        provider.client.POST('/api/customer/source/create', { body: { ...account, ...input.with.newCard } }),
      );
      sourceId = saved.id;
    } else {
      sourceId = input.with.source_id;
    }
    const charge = await providerAnswer(
      provider.client.POST('/api/charge/create', {
        body: {
          ...account,
          source_id: sourceId,
          amount: input.amount,
          currency: 'usd',
          description: 'Auction invoices',
          idempotency_key: chargeKeyFor(input.invoiceIds),
        },
      }),
    ).catch((refusal: unknown) => {
      // Refused for certain (not a server failure that may have charged): the next attempt may charge anew.
      if (refusal instanceof CardProviderError && refusal.httpStatus < 500) forgetChargeKey(input.invoiceIds);
      throw refusal;
    });
    if (charge.status !== 'succeeded') {
      forgetChargeKey(input.invoiceIds);
      throw new PaymentRefusal(charge.failure_message ?? PAYMENT_FALLBACK);
    }
    // A retry gets the first request's charge, which may be on the card that request named.
    return { method: 'card', reference: charge.id, source_id: charge.source, amount: input.amount };
  };

  const record = (input: PayInput, taken: PaymentRecord) => {
    const invoice_id = [...input.invoiceIds];
    if (taken.method === 'bank') {
      const achPercent = input.with.method === 'bank' ? input.with.achPercent : 0;
      return mutations.successAfterPayAuctionUpdateBank.mutationFn({
        body: {
          invoice_id,
          transfer_id: taken.reference,
          shipping_addr_id: input.shipping_addr_id,
          transaction_fee_per: achPercent,
        },
      });
    }
    return mutations.successAfterPayAuction.mutationFn({
      body: {
        payment_details: {
          charge_id: taken.reference,
          customer_id: context.customerId,
          source_id: taken.source_id ?? '',
          amount: dollarsFromCents(taken.amount),
          currency: 'usd',
        },
        invoice_id,
        shipping_addr_id: input.shipping_addr_id,
        need_discount: 0,
        user_country: context.userCountry,
        ship_local: 0,
        shipping_inside: 0,
        mode: context.provider.mode,
        auction_io: 1,
      },
    });
  };

  const pay = useMutation({
    mutationKey: ['successAfterPayAuction'],
    mutationFn: (input: PayInput) =>
      alone(input.invoiceIds, async () => {
        const taken = await take(input);
        writePaymentRecord(input.invoiceIds, taken);
        return record(input, taken);
      }),
    onSuccess: () => {
      toast.show({ id: 'checkout', tone: 'success', title: PAID, description: PAYMENT_SUCCESSFUL });
      // The paid lots leave the checkout count and show their invoice on the dashboard.
      void queryClient.invalidateQueries({ queryKey: ['buyerDashboard'] });
      onPaid();
    },
    onError: (error) => toast.show({ id: 'checkout', tone: 'error', title: failureMessage(error) }),
    onSettled: () => {
      busy.current = false;
    },
  });

  /** Starts paying unless a payment is already under way in this page. */
  const start = (input: PayInput) => {
    if (busy.current) return;
    busy.current = true;
    pay.mutate(input);
  };

  return { start, isPending: pay.isPending };
}
