import type { BidHistoryEntry } from './types';

/**
 * Repaints the whole story before its screenshot: corners last drawn by a partial repaint can differ by one shade
 * from a full paint, which a threshold-0 comparison reports.
 */
export async function repaintWhole({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.style.boxShadow = 'inset 0 0 0 1px transparent';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  canvasElement.style.boxShadow = '';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const opening = Date.UTC(2026, 10, 19, 15, 0);
const minutes = (count: number) => opening + count * 60_000;

/** Newest first, as the history lists them; 'autoBid' rows are proxy bids placed for a maximum. */
export const goldEagleBids: BidHistoryEntry[] = (
  [
    ['10482', 0, 190_000],
    ['20917', 14, 192_500, 'autoBid'],
    ['10482', 31, 197_500],
    ['31755', 62, 200_000],
    ['20917', 63, 205_000, 'autoBid'],
    ['44120', 140, 210_000],
    ['31755', 205, 211_000],
    ['44120', 296, 217_500, 'autoBid'],
    ['10482', 410, 225_000],
    ['52093', 655, 230_000],
    ['44120', 702, 239_000],
    ['52093', 718, 241_500, 'autoBid'],
  ] as const
)
  .map(([bidder, at, amountCents, bidType], index) => ({
    id: `ge-${index + 1}`,
    bidder,
    placedAt: minutes(at),
    amountCents,
    bidType,
  }))
  .reverse();

export const silverBarBids: BidHistoryEntry[] = (
  [
    ['104', 0, 28_000],
    ['221', 1, 28_500],
    ['087', 1, 29_000],
    ['104', 2, 30_000],
    ['221', 3, 31_000],
    ['319', 3, 32_500],
  ] as const
)
  .map(([bidder, at, amountCents]) => ({
    id: `sb-${bidder}-${amountCents}`,
    bidder,
    placedAt: minutes(at),
    amountCents,
  }))
  .reverse();
