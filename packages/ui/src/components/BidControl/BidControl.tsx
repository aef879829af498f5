import {
  bidLabels,
  defaultIncrementTable,
  formatAmount,
  formatMoney,
  isLargeBid,
  BID_MAX_DIGITS,
  type Cents,
  type IncrementTable,
} from '@storefront/domain';
import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Button } from '../Button';
import { useControllableState } from '../../hooks/useControllableState';
import { TextField } from '../TextField';
import { AllInPrice } from './AllInPrice';
import { BidFacts } from './BidFacts';
import * as styles from './BidControl.css';
import { ConfirmBid } from './ConfirmBid';
import { draftAmount, isDraftFor, validateBid, type BidVariant } from './validateBid';

export interface BidControlProps {
  /** `listing`: lot cards and the drawer (Place Max Bid); `timed`: the timed lot page; `live`: the live room. */
  variant?: BidVariant;
  /**
   * Inside a lot card, which shows the price itself: the entry (its label for screen readers only) and its button
   * alone, `stacked` or in a `row` on a wide screen, and a bid goes at once (no room for a second step).
   */
  compact?: 'stacked' | 'row' | undefined;
  currentPriceCents: Cents;
  /** The least this buyer may bid now (the domain's `minimumBid`). */
  minimumBidCents: Cents;
  /** The buyer's own maximum bid on the lot, when they have one. */
  yourMaximumCents?: Cents | null | undefined;
  /** Buyer's premium in percent (premium plus charge percentage). */
  premiumPercent?: number | undefined;
  /** null or left out when the lot has no shipping. */
  shippingCents?: Cents | null | undefined;
  /** The auction's increment ranges; the live box only takes amounts on this grid. */
  increments?: IncrementTable | undefined;
  /** Whether the auction has started (server time); the listing and timed boxes refuse bids before. */
  auctionStarted?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The bid button reads 'Login to Bid' and calls `onLogin`; the entry is disabled. */
  loggedOut?: boolean | undefined;
  /** A bid is on its way to the server: the button shows a spinner and ignores presses. */
  submitting?: boolean | undefined;
  /** The server's refusal of the last bid, shown as it came. */
  error?: ReactNode;
  /** The draft in the entry, as typed. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /**
   * A bid that passed the rules (and the confirmation when it was large), in cents. When it returns a promise, the
   * entry empties once the promise resolves (the bid was accepted) and keeps the amount when it rejects (refused).
   */
  onPlaceBid?: ((amountCents: Cents) => unknown) | undefined;
  onLogin?: (() => void) | undefined;
  /** The bid button's words when the screen names it otherwise (the lot drawer's 'Place Maximum Bid'). */
  submitLabel?: string | undefined;
  /** Bidding on the lot is over: its price and the buyer's own maximum stay, the entry and the all-in price go. */
  closed?: boolean | undefined;
  /** What the price is called ('Sold Price' once the hammer fell: the lot's `priceLabel`); 'Current Bid' otherwise. */
  priceLabel?: string | undefined;
}

const TEXTS: Record<BidVariant, { label: string; submit: string; confirmTitle: string }> = {
  listing: { label: 'Enter bid', submit: bidLabels.placeMaxBid, confirmTitle: 'Confirm your maximum bid' },
  timed: { label: 'Bid Amount', submit: 'Place Bid', confirmTitle: 'Confirm your bid' },
  live: { label: 'Bid Amount', submit: 'Place Bid', confirmTitle: 'Confirm your bid' },
};

function placeholderFor(variant: BidVariant, minimumBid: Cents): string {
  if (variant === 'listing') return `Enter $${formatAmount(minimumBid)} or more`;
  return variant === 'timed' ? 'Enter Bid Amount' : 'Enter bid amount';
}

/** The `data-state` of the control, most pressing first. */
function stateOf(flags: { confirming: boolean; submitting: boolean; invalid: boolean; refused: boolean }) {
  if (flags.confirming) return 'confirming';
  if (flags.submitting) return 'submitting';
  if (flags.invalid) return 'invalid';
  return flags.refused ? 'refused' : 'idle';
}

type Step = { readonly kind: 'entry' } | { readonly kind: 'confirm'; readonly amount: Cents };

/** The bid box of a lot: entry checked by the auction rules, the all-in price, and a second step for large bids. */
export function BidControl({
  variant = 'listing',
  compact,
  currentPriceCents,
  minimumBidCents,
  yourMaximumCents,
  premiumPercent = 0,
  shippingCents = null,
  increments = defaultIncrementTable,
  auctionStarted = true,
  disabled = false,
  loggedOut = false,
  submitting = false,
  error,
  value,
  defaultValue = '',
  onValueChange,
  onPlaceBid,
  onLogin,
  submitLabel,
  closed = false,
  priceLabel,
}: BidControlProps) {
  const [draft, setDraft] = useControllableState(value, defaultValue, onValueChange);
  const [message, setMessage] = useState<string | null>(null);
  // A draft set from outside (a quick bid picked, the box emptied after a bid) clears the old message too.
  const [messageFor, setMessageFor] = useState(draft);
  if (messageFor !== draft) {
    setMessageFor(draft);
    setMessage(null);
  }
  const [step, setStep] = useState<Step>({ kind: 'entry' });
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfterConfirm = useRef<'input' | 'submit' | null>(null);
  const texts = TEXTS[variant];
  const live = variant === 'live';
  const entryDisabled = disabled || loggedOut;
  const checked = validateBid(variant, draft, { minimumBid: minimumBidCents, started: auctionStarted, increments });
  const typed = draftAmount(variant, draft);
  const allInAmount = typed !== null && typed >= minimumBidCents ? typed : minimumBidCents;

  useEffect(() => {
    if (step.kind !== 'entry' || focusAfterConfirm.current === null) return;
    (focusAfterConfirm.current === 'input' ? inputRef.current : submitRef.current)?.focus();
    focusAfterConfirm.current = null;
  }, [step]);

  const handleDraft = (next: string) => {
    if (!isDraftFor(variant, next)) return;
    setMessage(null);
    setDraft(next);
  };

  const place = (amount: Cents) => {
    if (submitting || entryDisabled) return;
    const placed = onPlaceBid?.(amount);
    if (placed instanceof Promise)
      placed.then(
        () => setDraft(''),
        () => undefined,
      );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || entryDisabled) return;
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    if (!compact && isLargeBid(checked.amount, { price: currentPriceCents, minimumBid: minimumBidCents }, increments)) {
      // The entry lets go of focus here rather than by leaving the page mid-render, where its blur (and the change
      // event a changed field fires then) would run inside React's commit; ConfirmBid then focuses Cancel.
      inputRef.current?.blur();
      setStep({ kind: 'confirm', amount: checked.amount });
      return;
    }
    place(checked.amount);
  };

  const blockPaste = (event: ClipboardEvent<HTMLInputElement> | DragEvent<HTMLInputElement>) => {
    if (live) event.preventDefault();
  };

  const state = stateOf({
    confirming: step.kind === 'confirm',
    submitting,
    invalid: message !== null,
    refused: !!error,
  });
  const submitDisabled = disabled || (variant === 'listing' && draft.trim() === '');

  if (closed) {
    return (
      <div className={styles.root({ variant })} data-variant={variant} data-state="closed">
        <BidFacts
          currentPriceCents={currentPriceCents}
          priceLabel={priceLabel}
          yourMaximumCents={yourMaximumCents}
          emphasis={live}
        />
      </div>
    );
  }

  return (
    <div className={styles.root({ variant })} data-variant={variant} data-state={state}>
      {compact ? null : (
        <BidFacts
          currentPriceCents={currentPriceCents}
          priceLabel={priceLabel}
          minimumBidCents={variant === 'timed' ? minimumBidCents : undefined}
          yourMaximumCents={yourMaximumCents}
          emphasis={live}
        />
      )}
      <div>
        {step.kind === 'confirm' ? (
          <ConfirmBid
            title={texts.confirmTitle}
            amountCents={step.amount}
            currentPriceCents={currentPriceCents}
            premiumPercent={premiumPercent}
            shippingCents={shippingCents}
            onCancel={() => {
              focusAfterConfirm.current = 'input';
              setStep({ kind: 'entry' });
            }}
            onConfirm={() => {
              focusAfterConfirm.current = 'submit';
              setStep({ kind: 'entry' });
              place(step.amount);
            }}
          />
        ) : (
          <form className={styles.form} noValidate onSubmit={handleSubmit}>
            <div className={styles.entryRow(compact ? { compact } : { variant })}>
              <TextField
                ref={inputRef}
                label={texts.label}
                labelHidden={compact !== undefined}
                prefix={entryDisabled || compact ? undefined : 'US $'}
                inputMode={live ? 'numeric' : 'decimal'}
                autoComplete="off"
                maxLength={live ? BID_MAX_DIGITS : undefined}
                placeholder={placeholderFor(variant, minimumBidCents)}
                value={draft}
                onValueChange={handleDraft}
                onPaste={blockPaste}
                onDrop={blockPaste}
                disabled={entryDisabled}
                error={message ?? undefined}
              />
              <div className={styles.submitSlot(compact ? { compact: true } : { variant })}>
                {loggedOut ? (
                  <Button variant="primary" disabled={disabled} onClick={onLogin}>
                    {bidLabels.loginToBid}
                  </Button>
                ) : (
                  <Button
                    ref={submitRef}
                    type="submit"
                    variant={compact ? 'primary' : 'accent'}
                    loading={submitting}
                    disabled={submitDisabled}
                  >
                    {submitLabel ?? texts.submit}
                  </Button>
                )}
              </div>
            </div>
            {live && !loggedOut ? (
              <Button
                variant="secondary"
                fullWidth
                loading={submitting}
                disabled={disabled}
                onClick={() => place(minimumBidCents)}
              >
                Bid {formatMoney(minimumBidCents)}
              </Button>
            ) : null}
          </form>
        )}
        <div aria-live="polite">{error ? <p className={styles.serverError}>{error}</p> : null}</div>
      </div>
      {step.kind === 'entry' && !compact ? (
        <AllInPrice hammerCents={allInAmount} premiumPercent={premiumPercent} shippingCents={shippingCents} />
      ) : null}
    </div>
  );
}
BidControl.displayName = 'BidControl';
