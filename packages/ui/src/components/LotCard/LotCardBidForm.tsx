import { bidLabels, formatAmount, isAmountDraft, listingBidSchema, type Cents } from '@storefront/domain';
import { VisuallyHidden } from 'radix-ui';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '../Button';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './LotCardBidForm.css';

export interface LotCardBidFormProps extends styles.FormVariants {
  /** The least the buyer may bid now, in cents. */
  minimumBid: Cents;
  /** Whether the auction has started; a bid before the start gets the spec's refusal. */
  started: boolean;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Called with the amount in cents once it passes the listing bid rules. */
  onPlaceBid: (amountCents: Cents) => void;
  /** The bid is on its way: the button shows it is busy. */
  pending?: boolean | undefined;
  submitLabel?: string | undefined;
  /**
   * Empties the box as the bid leaves (the default). False leaves that to the owner of `value`, which empties it once
   * the bid is accepted, so that a refused amount stays to be corrected.
   */
  clearOnSubmit?: boolean | undefined;
}

/** The listing bid box: an amount with at most 2 decimals, Enter submits, 'Place Max Bid' disabled while empty. */
export function LotCardBidForm({
  minimumBid,
  started,
  value,
  defaultValue = '',
  onValueChange,
  onPlaceBid,
  pending = false,
  submitLabel = bidLabels.placeMaxBid,
  clearOnSubmit = true,
  layout,
}: LotCardBidFormProps) {
  const id = useId();
  const messageId = `${id}message`;
  const [amount, setAmount] = useControllableState(value, defaultValue, onValueChange);
  const [message, setMessage] = useState<string | null>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    if (!isAmountDraft(next)) return;
    setMessage(null);
    setAmount(next);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || amount.trim() === '') return;
    const result = listingBidSchema({ minimumBid, started }).safeParse(amount);
    if (!result.success) {
      setMessage(result.error.issues[0]?.message ?? null);
      return;
    }
    setMessage(null);
    onPlaceBid(result.data);
    if (clearOnSubmit) setAmount('');
  };

  return (
    <form className={styles.form({ layout })} noValidate onSubmit={handleSubmit}>
      <VisuallyHidden.Root asChild>
        <label htmlFor={`${id}amount`}>Enter bid</label>
      </VisuallyHidden.Root>
      <input
        id={`${id}amount`}
        className={styles.input}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={`Enter $${formatAmount(minimumBid)} or more`}
        value={amount}
        onChange={handleChange}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? messageId : undefined}
      />
      <Button type="submit" variant="primary" disabled={amount.trim() === ''} loading={pending}>
        {submitLabel}
      </Button>
      <p id={messageId} className={styles.message} aria-live="polite">
        {message}
      </p>
    </form>
  );
}

LotCardBidForm.displayName = 'LotCard.BidForm';
