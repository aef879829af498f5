import type { Cents } from '../money/cents';
import type { LotState } from './types';

const MINUTE = 60_000;
const SECOND = 1000;

/**
 * Soft close ("belowFive"): a bid that changed the price less than N minutes before the close moves the close to N
 * minutes after the bid and counts an extension. A bid that left the price alone extends nothing. The new close is on
 * a whole second (rounded up): countdowns tick on the server's seconds, so a close between two seconds would show a
 * whole second late at the end.
 */
export function extendForSoftClose(state: LotState, priceBefore: Cents, now: number): LotState {
  const window = state.rules.softCloseMinutes * MINUTE;
  if (window <= 0 || state.price === priceBefore || state.closesAt - now >= window) return state;
  const closesAt = Math.ceil((now + window) / SECOND) * SECOND;
  return { ...state, closesAt, extensionCount: state.extensionCount + 1 };
}
