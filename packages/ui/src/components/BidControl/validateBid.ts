import {
  isAmountDraft,
  isLiveBidDraft,
  listingBidSchema,
  liveBidSchema,
  parseAmount,
  parseLiveBidAmount,
  timedBidSchema,
  type Cents,
  type IncrementTable,
} from '@storefront/domain';

export type BidVariant = 'listing' | 'timed' | 'live';

export type BidCheck = { readonly ok: true; readonly amount: Cents } | { readonly ok: false; readonly message: string };

export interface BidCheckContext {
  readonly minimumBid: Cents;
  readonly started: boolean;
  readonly increments: IncrementTable;
}

/** The domain's rules for the variant's bid box; the message is the spec's, word for word. */
export function validateBid(variant: BidVariant, text: string, context: BidCheckContext): BidCheck {
  const schema =
    variant === 'live'
      ? liveBidSchema({ minimumBid: context.minimumBid, increments: context.increments })
      : variant === 'timed'
        ? timedBidSchema(context)
        : listingBidSchema(context);
  const result = schema.safeParse(text);
  if (result.success) return { ok: true, amount: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}

/** Whether a keystroke may leave the box with this text: live takes digits only (at most 9), the others 2 decimals. */
export function isDraftFor(variant: BidVariant, text: string): boolean {
  return variant === 'live' ? isLiveBidDraft(text) : isAmountDraft(text);
}

/** The amount the draft reads as, whether or not the rules accept it; null while it is not a number yet. */
export function draftAmount(variant: BidVariant, text: string): Cents | null {
  return variant === 'live' ? parseLiveBidAmount(text) : parseAmount(text);
}
