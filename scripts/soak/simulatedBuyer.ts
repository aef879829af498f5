import { timedBidBody, type OperationBody, type OperationData, type OperationId } from '@storefront/api-client';
import type { SignedInBuyer } from '../../e2e/support/apiBuyers';
import { call } from '../../e2e/support/demoStore';

/** One answer the soak waited for. */
export interface Sample {
  /** When it was sent, ms since the soak's start. */
  at: number;
  ms: number;
  operation: string;
  /** Null when the answer was fine; else what went wrong (HTTP status or network error). */
  error: string | null;
  /** For bids: whether the server took it. */
  accepted?: boolean;
}

export interface Catalogue {
  /** Auctions of the listing, to open. */
  auctions: number[];
  /** Lots to look at. */
  lots: number[];
  /** Open timed lots that close well after the soak: the ones to bid on. */
  biddable: { id: number; lotof: number }[];
}

export interface SoakClock {
  start: number;
  end: number;
  /** Mean pause between a buyer's actions, ms. */
  thinkMs: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A buyer using the storefront: between pauses (0.5× to 1.5× the mean), the home auction listing, an auction's lots,
 * a lot with its bid history, or a lot and a maximum bid on it a step or a few above its next bid, with the calls the
 * storefront's pages make. Every answer becomes a sample.
 */
export async function simulateBuyer(
  base: string,
  buyer: SignedInBuyer,
  catalogue: Catalogue,
  clock: SoakClock,
  samples: Sample[],
  stopped: () => boolean,
) {
  const send = async <Id extends OperationId>(operation: string, operationId: Id, body: OperationBody<Id>) => {
    const sent = Date.now();
    const sample: Sample = { at: sent - clock.start, ms: 0, operation, error: null };
    let answer: OperationData<Id> | null = null;
    try {
      answer = await call(base, operationId, body, buyer.token);
    } catch (error) {
      sample.error = (error as Error).message;
    }
    sample.ms = Date.now() - sent;
    samples.push(sample);
    return { answer, sample };
  };
  const lotView = async (id: number) =>
    (await send('lot view', 'getProductDetails', { product_id: id })).answer?.results;

  // Buyers start spread over the first pause, not all at once.
  await sleep(Math.random() * clock.thinkMs);
  while (!stopped() && Date.now() < clock.end) {
    const action = Math.random();
    if (action < 0.3) {
      await send('auction listing', 'listAuctions', { is_auction: 1, page: 1, sh_limit: 10, orderby: 3 });
    } else if (action < 0.55) {
      await send('auction lots', 'searchAuctionLots', {
        lotof: pick(catalogue.auctions),
        page: 1,
        limit: 12,
        userid: buyer.id,
      });
    } else if (action < 0.8) {
      const id = pick(catalogue.lots);
      await lotView(id);
      await send('bid history', 'getBidDetails', { product_id: id });
    } else {
      const lot = pick(catalogue.biddable);
      const shown = await lotView(lot.id);
      if (shown?.next_bid !== undefined) {
        const wsprice = shown.next_bid + Math.floor(Math.random() * 3) * (shown.increment ?? 0);
        const { answer, sample } = await send('bid', 'placeTimedBid', timedBidBody(lot, buyer.id, wsprice));
        sample.accepted = answer?.status === 'success';
      }
    }
    await sleep(clock.thinkMs * (0.5 + Math.random()));
  }
}
