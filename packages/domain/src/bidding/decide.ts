import { closeLot } from './closeLot';
import { placeBid } from './placeBid';
import { retractBid } from './retractBid';
import type { Decision, LotCommand, LotState } from './types';

/** (state, command, now) -> new state and the events to publish, or a rejection with the message to show. */
export function decide(state: LotState, command: LotCommand, now: number): Decision {
  switch (command.type) {
    case 'placeBid':
      return placeBid(state, command, now);
    case 'retractBid':
      return retractBid(state, command, now);
    case 'closeLot':
      return closeLot(state, now);
  }
}
