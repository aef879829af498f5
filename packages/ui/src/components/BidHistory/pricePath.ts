import { formatMoney, type Cents } from '@storefront/domain';

export interface PricePoint {
  readonly x: number;
  readonly y: number;
  readonly amountCents: Cents;
}

/** Bids are given newest first, as the history lists them. */
export interface PricePathBid {
  readonly placedAt: number;
  readonly amountCents: Cents;
  /** 'autoBid' for a leader's maximum answering a challenger by itself: a proxy bid, not one a buyer placed. */
  readonly bidType?: string | undefined;
}

const counted = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The bids oldest first, from a list given newest first (bids placed in the same instant keep that order). */
export function chronological<T extends PricePathBid>(bids: readonly T[]): T[] {
  return bids
    .map((bid, index) => ({ bid, index }))
    .sort((a, b) => a.bid.placedAt - b.bid.placedAt || b.index - a.index)
    .map(({ bid }) => bid);
}

/**
 * '8 bids and 4 proxy bids from US $1,900.00 to US $2,415.00', from the first bid to the last: the bids buyers placed
 * (the lot's bid count) and the proxy bids their maximums answered with.
 */
export function pricePathSummary(bids: readonly PricePathBid[]): string {
  const ordered = chronological(bids);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  if (first === undefined || last === undefined) return '';
  if (ordered.length === 1) return `1 bid at ${formatMoney(first.amountCents)}`;
  const proxy = ordered.filter((bid) => bid.bidType === 'autoBid').length;
  const placed = counted(ordered.length - proxy, 'bid');
  const made = proxy === 0 ? placed : `${placed} and ${counted(proxy, 'proxy bid')}`;
  return `${made} from ${formatMoney(first.amountCents)} to ${formatMoney(last.amountCents)}`;
}

/** Points in a width × height box with `inset` kept clear on every side; bids evenly spaced, oldest on the left. */
export function pricePathPoints(
  bids: readonly PricePathBid[],
  box: { readonly width: number; readonly height: number; readonly inset: number },
): PricePoint[] {
  const ordered = chronological(bids);
  const amounts = ordered.map((bid) => bid.amountCents);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const innerWidth = box.width - 2 * box.inset;
  const innerHeight = box.height - 2 * box.inset;
  const step = ordered.length > 1 ? innerWidth / (ordered.length - 1) : 0;
  return ordered.map((bid, index) => ({
    x: ordered.length > 1 ? box.inset + index * step : box.width / 2,
    y: high === low ? box.height / 2 : box.inset + ((high - bid.amountCents) / (high - low)) * innerHeight,
    amountCents: bid.amountCents,
  }));
}
