import { incrementAt, minimumBid, placeBid, type LotState } from '@storefront/domain';
import type { Random } from './random';

export interface BidPlan {
  /** Who may bid (user ids as the engine's bidder ids). */
  bidders: readonly string[];
  count: number;
  /** Where bidding heads (cents): timed maximum bids are drawn up to about it, live bids stop once they pass it. */
  target: number;
  /** Live lots take hard bids at the next minimum; timed lots take maximum bids between the minimum and the target. */
  live: boolean;
  /** The bids are spread evenly over this window (epoch ms). */
  from: number;
  to: number;
}

/** A bid history decided by the shared proxy engine, so prices, leaders and shown amounts are the real rules'. */
export function simulateBids(random: Random, lot: LotState, plan: BidPlan): LotState {
  let state = lot;
  for (let index = 0; index < plan.count; index++) {
    const candidates = plan.bidders.filter((bidder) => bidder !== state.leaderId);
    if (candidates.length === 0) break;
    const minimum = minimumBid(state.rules.increments, state, null);
    const amount = plan.live ? minimum : minimum + incrementAt(state.rules.increments, minimum) * random.between(0, 4);
    const placedAt = Math.round(plan.from + ((index + 1) / (plan.count + 1)) * (plan.to - plan.from));
    const decision = placeBid(
      state,
      { bidderId: random.pick(candidates), kind: plan.live ? 'hard' : 'maximum', amount },
      placedAt,
    );
    if (decision.ok) state = decision.state;
  }
  return state;
}
