import { publicLot, reserveMet } from './publicLot';
import { reject } from './rejection';
import type { Decision, LotEvent, LotState } from './types';

/**
 * The hammer. A live lot is awarded when the auctioneer says so and its close becomes now; a timed lot closes once
 * its close time has passed. The leader wins at the price if the reserve is met; otherwise there is no winner and the
 * lot reads closed, as the spec's real-time close update does.
 */
export function closeLot(state: LotState, now: number): Decision {
  if (state.market_status !== 'open') return reject('closed', 'Auction Closed');
  if (!state.rules.live && now < state.closesAt) return reject('notEnded', 'This lot has not ended yet.');
  const winnerId = reserveMet(state) ? state.leaderId : null;
  const next: LotState = {
    ...state,
    market_status: winnerId === null ? 'closed' : 'sold',
    closesAt: state.rules.live ? now : state.closesAt,
  };
  const hammerPrice = winnerId === null ? null : next.price;
  const events: LotEvent[] = [
    {
      type: 'lotClosed',
      audience: 'everyone',
      market_status: next.market_status,
      winnerId,
      hammerPrice,
      lot: publicLot(next),
    },
  ];
  if (winnerId !== null && hammerPrice !== null) {
    events.push({ type: 'lotWon', audience: 'bidder', bidderId: winnerId, hammerPrice });
  }
  const losers = new Set(next.bids.map((bid) => bid.bidderId).filter((bidderId) => bidderId !== winnerId));
  for (const bidderId of losers) events.push({ type: 'lotLost', audience: 'bidder', bidderId });
  return { ok: true, state: next, events };
}
