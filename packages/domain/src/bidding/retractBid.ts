import { replayBids } from './applyBid';
import { ownMaximum, publicLot } from './publicLot';
import { reject } from './rejection';
import type { Decision, LotState, RetractBid } from './types';

/**
 * Retracts the bidder's latest bid and recomputes the lot from the bids that remain. Allowed only to the highest
 * bidder while the lot's start is still in the future (spec); the close time is left as it is.
 */
export function retractBid(state: LotState, command: Omit<RetractBid, 'type'>, now: number): Decision {
  if (state.market_status !== 'open' || now >= state.closesAt) return reject('closed', 'Auction Closed');
  if (state.leaderId !== command.bidderId) {
    return reject('notLeader', 'Only the highest bidder can retract a bid.');
  }
  if (now >= state.startsAt) {
    return reject('retractionClosed', 'Bids can no longer be retracted once the auction has started.');
  }
  const index = state.bids.findLastIndex((bid) => bid.bidderId === command.bidderId);
  const next = replayBids(
    state,
    state.bids.filter((_, position) => position !== index),
  );
  const lot = publicLot(next);
  return {
    ok: true,
    state: next,
    events: [
      { type: 'lotUpdated', audience: 'everyone', cause: 'retraction', lot, bid: null },
      {
        type: 'retractionAccepted',
        audience: 'bidder',
        bidderId: command.bidderId,
        ownMaximum: ownMaximum(next, command.bidderId),
        lot,
      },
    ],
  };
}
