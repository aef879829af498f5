import { isOnIncrementGrid } from '../increments/grid';
import { formatAmount } from '../money/format';
import { biddingAllowed } from '../status/biddingAllowed';
import { applyBid } from './applyBid';
import { MAX_BID, minimumBid } from './minimumBid';
import { ownMaximum, publicBid, publicLot } from './publicLot';
import { reject } from './rejection';
import { extendForSoftClose } from './softClose';
import type { Decision, LotEvent, LotState, PlaceBid } from './types';

/** Decides a maximum or hard bid. */
export function placeBid(state: LotState, command: Omit<PlaceBid, 'type'>, now: number): Decision {
  const { rules } = state;
  const { bidderId, kind, amount } = command;
  // The room's bids are hard bids; a maximum bid is placed from the lot's pages, away from the room.
  const surface = kind === 'hard' && command.onTheBlock ? 'liveRoom' : 'listing';
  const biddable = { ...state, live: rules.live, isCurrentLiveLot: command.onTheBlock ?? false };
  const open = biddingAllowed(biddable, now, surface);
  if (!open.allowed) return reject(open.reason, open.message);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_BID) {
    return reject('invalidAmount', 'Enter Bid Amount');
  }
  const leading = bidderId === state.leaderId;
  // Not in the spec: a hard bid from the leader would only bid against themselves; raising a maximum is the way up.
  if (kind === 'hard' && leading) return reject('alreadyLeading', 'You are already the highest bidder.');
  const minimum = minimumBid(rules.increments, state, leading ? state.leaderMaximum : null);
  if (amount < minimum) return reject('belowMinimum', `Enter $${formatAmount(minimum)} or more`);
  // Live bids must sit on the increment grid; the next minimum bid itself is always accepted even when it does not.
  if (rules.live && kind === 'hard' && amount !== minimum && !isOnIncrementGrid(rules.increments, amount)) {
    return reject('offGrid', 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.');
  }

  const sequence = (state.bids.at(-1)?.sequence ?? 0) + 1;
  const next = extendForSoftClose(
    applyBid(state, { sequence, bidderId, kind, amount, placedAt: now }),
    state.price,
    now,
  );
  const lot = publicLot(next);
  const accepted = next.bids.at(-1);
  const events: LotEvent[] = [
    { type: 'lotUpdated', audience: 'everyone', cause: 'bid', lot, bid: accepted ? publicBid(accepted) : null },
  ];
  if (next.closesAt !== state.closesAt) {
    events.push({
      type: 'closingExtended',
      audience: 'everyone',
      closesAt: next.closesAt,
      extensionCount: next.extensionCount,
    });
  }
  events.push({
    type: 'bidAccepted',
    audience: 'bidder',
    bidderId,
    kind,
    amount,
    ownMaximum: ownMaximum(next, bidderId) ?? amount,
    leading: next.leaderId === bidderId,
    lot,
  });
  if (state.leaderId !== null && state.leaderId !== next.leaderId) {
    events.push({ type: 'outbid', audience: 'bidder', bidderId: state.leaderId, lot });
  }
  return { ok: true, state: next, events };
}
