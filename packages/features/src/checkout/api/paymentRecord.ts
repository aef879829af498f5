/**
 * What was already taken from the buyer for a set of invoices (a charge or a transfer), kept in local storage so a
 * retry after a dropped answer, or a second tab, records that same payment instead of taking a new one.
 */
export interface PaymentRecord {
  method: 'card' | 'bank';
  /** The charge id or the transfer id. */
  reference: string;
  source_id?: string;
  /** Cents. */
  amount: number;
}

const keyOf = (invoiceIds: readonly number[]) => `checkout-payment:${[...invoiceIds].sort((a, b) => a - b).join(',')}`;

export function readPaymentRecord(invoiceIds: readonly number[]): PaymentRecord | null {
  try {
    const stored = localStorage.getItem(keyOf(invoiceIds));
    return stored ? (JSON.parse(stored) as PaymentRecord) : null;
  } catch {
    return null;
  }
}

export function writePaymentRecord(invoiceIds: readonly number[], record: PaymentRecord): void {
  localStorage.setItem(keyOf(invoiceIds), JSON.stringify(record));
}

const chargeKeyOf = (invoiceIds: readonly number[]) => `checkout-charge-key:${keyOf(invoiceIds)}`;

/**
 * The idempotency key of the card charge for these invoices: made once and kept until the charge is refused, so a
 * retry after an answer lost on the way (or from another tab) gets the charge the first request made, not a second.
 */
export function chargeKeyFor(invoiceIds: readonly number[]): string {
  const stored = localStorage.getItem(chargeKeyOf(invoiceIds));
  if (stored) return stored;
  const key = crypto.randomUUID();
  localStorage.setItem(chargeKeyOf(invoiceIds), key);
  return key;
}

/** After a refused charge the next attempt (another card, say) is a new charge. */
export function forgetChargeKey(invoiceIds: readonly number[]): void {
  localStorage.removeItem(chargeKeyOf(invoiceIds));
}

/** Runs `task` alone across this buyer's tabs for these invoices (Web Locks), so two tabs never pay at once. */
export async function alone<T>(invoiceIds: readonly number[], task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return (await navigator.locks.request(keyOf(invoiceIds), task)) as T;
}
