import { z } from './zod';
import { checkoutCardSchema } from './checkoutCard';

/** Whether Pay may go ahead: the spec's message for the first thing missing. */
export function checkoutPaymentSchema(now: number) {
  const newCard = checkoutCardSchema(now);
  return z
    .object({
      /** False while the seller has not yet priced shipping. */
      shippingPriced: z.boolean(),
      shipping_addr_id: z.union([z.string(), z.number()]).nullable(),
      method: z.enum(['card', 'bank']),
      /** A saved card chosen, or null. */
      cardId: z.string().nullable(),
      /** A new card typed in, or null. */
      newCard: z.unknown(),
      bank: z.object({ id: z.string(), status: z.enum(['new', 'verified']) }).nullable(),
    })
    .superRefine((input, context) => {
      const problem = (message: string) => context.addIssue({ code: 'custom', message, path: [] });
      if (!input.shippingPriced) return problem('Please Wait Until seller update shipping cost');
      if (input.shipping_addr_id === null || input.shipping_addr_id === '') {
        return problem('Please Select Shipping Address');
      }
      if (input.method === 'bank') {
        if (input.bank === null) return problem('Please Select Bank Details');
        if (input.bank.status !== 'verified') {
          return problem('Please Verify Bank Details or please select verified bank details');
        }
        return undefined;
      }
      if (input.cardId === null && !newCard.safeParse(input.newCard).success) {
        return problem('Please Select Or Add New Card Details');
      }
      return undefined;
    });
}

export type CheckoutPaymentForm = z.input<ReturnType<typeof checkoutPaymentSchema>>;
