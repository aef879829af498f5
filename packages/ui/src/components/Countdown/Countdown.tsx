import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  countdown,
  DEFAULT_SOFT_CLOSE_MINUTES,
  type CountdownInput,
  type CountdownPhase,
  type MarketStatus,
} from '@storefront/domain';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { CountdownTime } from './CountdownTime';
import { durationWording } from './durationWording';
import { elapsedShare } from './elapsedShare';
import { toEpochMs, type Instant } from './time';
import { systemClock, useNow, type CountdownClock, type TickingClock } from './useNow';
import { usePhaseAnnouncement } from './usePhaseAnnouncement';
import * as styles from './Countdown.css';

/** The last minutes before the close are the soft-close window, in which a late bid extends the lot. */
export const CLOSING_SOON_MS = DEFAULT_SOFT_CLOSE_MINUTES * 60_000;

export interface CountdownProps {
  /** date_added: epoch ms or a Date. */
  start: Instant;
  /** date_closed: epoch ms or a Date. */
  end: Instant;
  kind: 'live' | 'timed';
  /** The current time, when the caller drives it; otherwise `clock` is read every second. */
  now?: Instant | undefined;
  /** The page's ticking clock (only this countdown re-renders on its ticks) or a clock to keep a timer on; the browser's clock when left out. */
  clock?: CountdownClock | TickingClock | undefined;
  market_status?: MarketStatus | undefined;
  /** `card`: an auction card, which shows 'Live Auction Started' once a live auction runs. */
  surface?: 'timer' | 'card' | undefined;
  size?: styles.CountdownVariants['size'];
  /** How long before the close the timer turns to 'Closing Soon'. */
  closingSoonMs?: number | undefined;
  /** The close was moved later by a late bid. */
  extended?: boolean | undefined;
  extensionCount?: number | undefined;
  /** The elapsed share between start and end, as a bar. */
  showProgress?: boolean | undefined;
  onPhaseChange?: ((phase: CountdownPhase) => void) | undefined;
}

function extensionWording(count: number): string {
  return count > 1 ? `Closing time extended ${count} times by late bids` : 'Closing time extended by a late bid';
}

/** An auction or lot timer: the spec's label, the time left, a progress bar and the closing-soon and extended marks. */
export function Countdown({
  start,
  end,
  kind,
  now,
  clock = systemClock,
  market_status,
  surface = 'timer',
  size = 'compact',
  closingSoonMs = CLOSING_SOON_MS,
  extended = false,
  extensionCount = 0,
  showProgress = true,
  onPhaseChange,
}: CountdownProps) {
  const labelId = useId();
  const current = useNow(now, clock, market_status === undefined || market_status === 'open');
  const startsAt = toEpochMs(start);
  const closesAt = toEpochMs(end);
  const input: CountdownInput = { startsAt, closesAt, live: kind === 'live', variant: surface };
  const state = countdown(market_status ? { ...input, market_status } : input, current);

  const started = surface === 'card' && kind === 'live' && state.phase === 'running';
  const showTime = state.phase !== 'closed' && !started;
  const wording = durationWording(state.parts);
  const closingSoon = state.phase === 'running' && state.remainingMs <= closingSoonMs;
  const extensions = Math.max(extensionCount, extended ? 1 : 0);
  const share = state.phase === 'closed' ? 1 : elapsedShare(startsAt, closesAt, current);
  const announcement = usePhaseAnnouncement(
    state.phase,
    showTime ? `${state.label} ${wording}` : state.label,
    onPhaseChange,
  );

  return (
    <div
      className={styles.countdown({ size, closingSoon })}
      data-state={state.phase}
      data-closing-soon={closingSoon || undefined}
      data-extended={extensions > 0 || undefined}
      data-live-started={started || undefined}
    >
      <div className={styles.heading({ size })}>
        {started ? <span className={styles.pulseDot} aria-hidden="true" /> : null}
        <span id={labelId} className={styles.label}>
          {state.label}
        </span>
        {closingSoon ? (
          <span className={styles.badge({ tone: 'critical' })}>
            <span className={styles.pulseDot} aria-hidden="true" />
            Closing Soon
          </span>
        ) : null}
        {extensions > 0 ? (
          <span className={styles.badge({ tone: 'info' })}>
            <span aria-hidden="true">{extensions > 1 ? `Extended ×${extensions}` : 'Extended'}</span>
            <VisuallyHidden.Root>{extensionWording(extensions)}</VisuallyHidden.Root>
          </span>
        ) : null}
      </div>
      {showTime ? (
        <span role="timer" aria-labelledby={labelId} className={styles.timer}>
          <span className={styles.ticking({ size })}>
            <CountdownTime parts={state.parts} size={size} />
            <VisuallyHidden.Root>{wording}</VisuallyHidden.Root>
          </span>
        </span>
      ) : null}
      {showProgress ? (
        // Decorative: the time left is already read out, and a progressbar that moves every second would chatter.
        <div className={styles.track} aria-hidden="true">
          <div className={styles.fill} style={assignInlineVars({ [styles.progress]: share.toFixed(4) })} />
        </div>
      ) : null}
      <VisuallyHidden.Root aria-live="polite">{announcement}</VisuallyHidden.Root>
    </div>
  );
}
