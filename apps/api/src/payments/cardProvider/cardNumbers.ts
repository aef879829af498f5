import type { CardBehaviour } from '../../db/schema';

/** Numbers the sandbox declines when they are saved, as a real sandbox does. */
const declined = new Set(['4000000000000002']);
/** Numbers the sandbox saves, whose charges then fail for insufficient funds. */
const insufficientFunds = new Set(['4000000000009995']);

/** The Luhn check every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Unknown';
}

export type Tokenized =
  { ok: true; brand: string; last4: string; behaviour: CardBehaviour } | { ok: false; code: string; message: string };

/**
 * What the sandbox keeps of a card: its brand, last four digits and how it behaves. The number and CVC go no
 * further than this function.
 */
export function tokenize(card: { number: string; exp_month: number; exp_year: number }, now: Date): Tokenized {
  if (!passesLuhn(card.number))
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  const expiresAfter = new Date(Date.UTC(card.exp_year, card.exp_month, 1));
  if (expiresAfter <= now) return { ok: false, code: 'expired_card', message: 'Your card has expired.' };
  if (declined.has(card.number)) return { ok: false, code: 'card_declined', message: 'Your card was declined.' };
  return {
    ok: true,
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    behaviour: insufficientFunds.has(card.number) ? 'insufficient_funds' : 'succeeds',
  };
}
