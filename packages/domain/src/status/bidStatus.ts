import type { Cents } from '../money/cents';
import { formatMoney } from '../money/format';
import type { MarketStatus } from './marketStatus';
import { bannerTone, type BannerTone } from './tone';

export type BidStatusKind = 'winning' | 'winningWithProxy' | 'reserveNotMet' | 'outbid' | 'bought' | 'lost';

export interface BidStatus {
  readonly kind: BidStatusKind;
  readonly text: string;
  readonly tone: BannerTone;
}

export interface BidStatusInput {
  readonly market_status: MarketStatus;
  /** The current price, or the hammer price once sold. */
  readonly price: Cents;
  readonly leading: boolean;
  readonly hasBid: boolean;
  readonly reserveMet: boolean;
  /** The buyer's own maximum, from their bid acknowledgement; null when unknown. */
  readonly ownMaximum: Cents | null;
}

function status(kind: BidStatusKind, text: string): BidStatus {
  return { kind, text, tone: bannerTone(text) };
}

/**
 * The personal banner on a timed lot. The spec names the cases, not their wording; the wording is ours and keeps the
 * words the tone is read from. Null when the buyer has not bid.
 */
export function bidStatus(input: BidStatusInput): BidStatus | null {
  if (!input.hasBid && !input.leading) return null;
  if (input.market_status !== 'open') {
    if (input.market_status === 'sold' && input.leading) {
      return status('bought', `You bought this lot for ${formatMoney(input.price)}`);
    }
    return status('lost', 'You lost this lot');
  }
  if (!input.leading) {
    return status('outbid', `You have been outbid. The current leading bid is ${formatMoney(input.price)}`);
  }
  if (!input.reserveMet) return status('reserveNotMet', 'Your bid is placed but the reserve is not yet met');
  if (input.ownMaximum !== null && input.ownMaximum > input.price) {
    return status(
      'winningWithProxy',
      `You are winning at ${formatMoney(input.price)} with your proxy bid of ${formatMoney(input.ownMaximum)} placed`,
    );
  }
  return status('winning', `You are winning at ${formatMoney(input.price)}`);
}
