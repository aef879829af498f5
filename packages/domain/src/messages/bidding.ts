import { formatTime } from '../dates/format';

/** The answers the server gives around bids, shared with the mocks so stories show the product's words. */
export const BID_PLACED = 'Bid placed successfully';
export const NOT_YOUR_BID = 'You can only bid for yourself.';
export const LOT_NOT_FOUND = 'No lot with this id.';
/** A bid in dollars with more than two decimals (the bid boxes take at most 2), in the words of 'Enter Bid Amount'. */
export const BID_AMOUNT_DECIMALS = 'Enter Bid Amount with at most 2 decimals';
/** cancelbid_process answers `msg: 'yes'` when the retraction is accepted; any other msg is the refusal. */
export const RETRACTED = 'yes';

/** The bidder's confirmation; a bid that moved the close says until when bidding now runs. */
export function bidPlacedMessage(extendedUntil: number | null): string {
  if (extendedUntil === null) return BID_PLACED;
  return `${BID_PLACED}. Bidding was extended: the lot now closes at ${formatTime(extendedUntil, 'lotPage')}.`;
}
