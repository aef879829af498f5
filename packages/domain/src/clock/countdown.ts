import type { MarketStatus } from '../status/marketStatus';

export type CountdownPhase = 'beforeStart' | 'running' | 'closed';

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

export interface Countdown {
  readonly phase: CountdownPhase;
  readonly label: string;
  /** ms until the phase ends; 0 when closed. */
  readonly remainingMs: number;
  readonly parts: CountdownParts;
}

export interface CountdownInput {
  /** date_added, epoch ms. */
  readonly startsAt: number;
  /** date_closed, epoch ms. */
  readonly closesAt: number;
  readonly live: boolean;
  readonly market_status?: MarketStatus;
  /** An auction card shows 'Live Auction Started' for a live auction that has started. */
  readonly variant?: 'timer' | 'card';
}

export function countdownParts(ms: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** The phase and label of an auction or lot timer at `now` (server time). */
export function countdown(input: CountdownInput, now: number): Countdown {
  const kind = input.live ? 'Live' : 'Timed';
  const ended = input.market_status !== undefined && input.market_status !== 'open';
  if (ended || now >= input.closesAt) {
    return { phase: 'closed', label: 'Auction Closed', remainingMs: 0, parts: countdownParts(0) };
  }
  if (now < input.startsAt) {
    const remainingMs = input.startsAt - now;
    return {
      phase: 'beforeStart',
      label: `${kind} Auction Starts In:`,
      remainingMs,
      parts: countdownParts(remainingMs),
    };
  }
  const remainingMs = input.closesAt - now;
  const label = input.live && input.variant === 'card' ? 'Live Auction Started' : `${kind} Auction Ends In:`;
  return { phase: 'running', label, remainingMs, parts: countdownParts(remainingMs) };
}
