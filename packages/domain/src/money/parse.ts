import type { Cents } from './cents';

/** A bid box takes at most this many digits of dollars (spec 001 §9); the live one takes whole dollars only. */
export const BID_MAX_DIGITS = 9;

const AMOUNT = new RegExp(`^(\\d{0,${BID_MAX_DIGITS}})(?:\\.(\\d{1,2}))?$`);
const AMOUNT_DRAFT = new RegExp(`^\\d{0,${BID_MAX_DIGITS}}(?:\\.\\d{0,2})?$`);
const LIVE_BID = new RegExp(`^\\d{1,${BID_MAX_DIGITS}}$`);
const LIVE_BID_DRAFT = new RegExp(`^\\d{0,${BID_MAX_DIGITS}}$`);

/** Parses what a buyer typed as an amount (at most 9 digits, 2 decimals) into cents; null when it is not one. */
export function parseAmount(text: string): Cents | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** Whether a keystroke leaves the amount box in a state a buyer may be typing towards ('12.' is fine). */
export function isAmountDraft(text: string): boolean {
  return AMOUNT_DRAFT.test(text);
}

/** Parses a live bid (whole dollars, digits only, at most 9 characters) into cents; null when it is not one. */
export function parseLiveBidAmount(text: string): Cents | null {
  return LIVE_BID.test(text) ? Number(text) * 100 : null;
}

/** Whether a keystroke leaves the live bid box valid (digits only, at most 9). */
export function isLiveBidDraft(text: string): boolean {
  return LIVE_BID_DRAFT.test(text);
}
