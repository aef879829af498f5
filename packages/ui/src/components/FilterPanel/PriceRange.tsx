import { dollarsFromCents, isAmountDraft, priceFilterSchema } from '@storefront/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './FilterPanel.css';

export interface PriceRangeProps {
  /** The applied range in dollars, as the search body takes it; the fields start from it. */
  from: number | undefined;
  to: number | undefined;
  onApply: (range: { from_price_io: number; to_price_io: number }) => void;
}

const draftOf = (dollars: number | undefined) =>
  dollars === undefined ? '' : Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

/** From and To amounts applied together by a button (or Enter); both are needed, nothing else is bounded. */
export function PriceRange({ from, to, onApply }: PriceRangeProps) {
  const [fromDraft, setFromDraft] = useState(() => draftOf(from));
  const [toDraft, setToDraft] = useState(() => draftOf(to));
  const [message, setMessage] = useState('');
  const messageId = useId();

  const edit = (set: (draft: string) => void) => (next: string) => {
    if (!isAmountDraft(next)) return;
    set(next);
    setMessage('');
  };

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = priceFilterSchema.safeParse({ from: fromDraft, to: toDraft });
    if (!range.success) {
      setMessage(range.error.issues[0]?.message ?? '');
      return;
    }
    onApply({ from_price_io: dollarsFromCents(range.data.from), to_price_io: dollarsFromCents(range.data.to) });
  };

  return (
    <form className={styles.priceForm} noValidate onSubmit={apply}>
      <div>
        <div className={styles.pair({ kind: 'price' })}>
          <TextField
            label="From"
            prefix="US $"
            inputMode="decimal"
            autoComplete="off"
            value={fromDraft}
            onValueChange={edit(setFromDraft)}
            aria-describedby={messageId}
          />
          <TextField
            label="To"
            prefix="US $"
            inputMode="decimal"
            autoComplete="off"
            value={toDraft}
            onValueChange={edit(setToDraft)}
            aria-describedby={messageId}
          />
        </div>
        <div id={messageId} role="alert">
          {message ? <p className={styles.priceMessage}>{message}</p> : null}
        </div>
      </div>
      <Button type="submit" variant="secondary" size="small">
        Apply
      </Button>
    </form>
  );
}
