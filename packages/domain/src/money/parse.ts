import type { Cents } from './cents';

/** The live bid box takes digits only, at most this many characters. */
export const LIVE_BID_MAX_LENGTH = 9;

const AMOUNT = /^(\d*)(?:\.(\d{1,2}))?$/;
const AMOUNT_DRAFT = /^\d*(?:\.\d{0,2})?$/;
const LIVE_BID = new RegExp(`^\\d{1,${LIVE_BID_MAX_LENGTH}}$`);
const LIVE_BID_DRAFT = new RegExp(`^\\d{0,${LIVE_BID_MAX_LENGTH}}$`);

/** Parses what a buyer typed as an amount (digits, at most 2 decimals) into cents; null when it is not one. */
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
