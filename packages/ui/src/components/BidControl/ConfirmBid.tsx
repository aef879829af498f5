import { formatMoney, type Cents } from '@storefront/domain';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { AllInPrice } from './AllInPrice';
import * as styles from './BidControl.css';

export interface ConfirmBidProps {
  title: string;
  amountCents: Cents;
  currentPriceCents: Cents;
  premiumPercent: number;
  shippingCents: Cents | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second step for a bid far above the price. Focus starts on Cancel, so a repeated Enter cannot place an
 * amount with an extra zero; Escape cancels.
 */
export function ConfirmBid({
  title,
  amountCents,
  currentPriceCents,
  premiumPercent,
  shippingCents,
  onConfirm,
  onCancel,
}: ConfirmBidProps) {
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };

  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.confirm}
      data-part="confirm"
      onKeyDown={handleKeyDown}
    >
      <p id={titleId} className={styles.confirmTitle}>
        {title}
      </p>
      <p id={textId} className={styles.confirmText}>
        Your bid of {formatMoney(amountCents)} is {formatMoney(amountCents - currentPriceCents)} above the current bid
        of {formatMoney(currentPriceCents)}.
      </p>
      <AllInPrice hammerCents={amountCents} premiumPercent={premiumPercent} shippingCents={shippingCents} />
      <div className={styles.confirmActions}>
        <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="accent" onClick={onConfirm}>
          Confirm Bid
        </Button>
      </div>
    </div>
  );
}
ConfirmBid.displayName = 'BidControl.ConfirmBid';
