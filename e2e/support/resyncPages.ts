import type { Page } from 'playwright-core';
import { signedInNewBuyer } from './apiBuyers';
import { demoBuyers, signIn, type OpenLot } from './demoStore';
import { asSeller, bidAboveEstimate, liveBidAs, liveRoom, runningLiveAuction, type LiveLot } from './liveAuction';
import { bidAs, buyerIdOf, dollars, lotPriceFromApi, signedInScript, timedLots } from './lotPages';
import { priceSamplerScript } from './priceSampler';
import { networkGate } from './networkGate';
import type { OutageScene } from './outage';
import type { RunningStorefront } from './startStorefront';

/** The three pages that show live prices, each opened signed in as Grace with the sampler running. */
export type ResyncPage = 'timed lot view' | 'live room' | 'dashboard';

type OpenPage = (initScript: string) => Promise<Page>;

/** A page with the sampler in place before it loads, reaching `server` through a network gate of its own. */
async function gatedPage(openPage: OpenPage, initScript: string, server: RunningStorefront) {
  const gate = await networkGate(server.port);
  const page = await openPage(initScript);
  page.once('close', () => void gate.close());
  return { page, gate };
}

const lotPrice = async (base: string, lot: OpenLot) => dollars(await lotPriceFromApi(base, lot));

/** A timed lot of its own (`index` in the open lots closing in 1 to 24 hours), so scenes do not bid on each other's. */
async function ownTimedLot(base: string, index: number) {
  const lot = (await timedLots(base, { fromMinutes: 60, toMinutes: 24 * 60 })).at(-1 - index);
  if (!lot) throw new Error('The demo store has too few timed lots open for the next hours.');
  return lot;
}

export interface ResyncScene extends Omit<OutageScene, 'server' | 'onRestart'> {
  /** Loads the page (done already unless `navigate: false` was asked). */
  navigate: () => Promise<void>;
}

/**
 * Opens `which` on `server` signed in (Grace; on the dashboard a new buyer, whose Active Lots hold only this lot on
 * their first page) and describes how another buyer (Owen) moves its price while the page is
 * away. `index` picks a timed lot no other scene uses.
 */
export async function openResyncPage(
  which: ResyncPage,
  server: RunningStorefront,
  openPage: OpenPage,
  index: number,
  { navigate = true } = {},
): Promise<ResyncScene> {
  const base = server.url;
  const scene = async (
    token: string,
    path: string,
    rowLink: string | undefined,
    rest: Omit<ResyncScene, 'page' | 'gate' | 'navigate'>,
  ) => {
    const { page, gate } = await gatedPage(openPage, signedInScript(token) + priceSamplerScript(rowLink), server);
    const load = async () => {
      await page.goto(new URL(path, gate.url).href);
    };
    if (navigate) await load();
    return { page, gate, navigate: load, ...rest };
  };
  const outbidBy = (lot: OpenLot, above: number) => async (now: string) => {
    await bidAs(now, await signIn(now, demoBuyers.owen), lot, above * 10);
  };

  if (which === 'timed lot view') {
    const lot = await ownTimedLot(base, index);
    // Lena leads first, so Owen's higher maximum later moves the price (a lot's first bid leaves it at the opening).
    const leading = await bidAs(base, await signIn(base, demoBuyers.lena), lot, lot.next_bid * 3);
    return scene(await signIn(base, demoBuyers.grace), `/timedlotView/${lot.lotof}/${lot.id}/0`, undefined, {
      changePrice: outbidBy(lot, leading.bpop_wprice ?? lot.next_bid),
      priceFromApi: (now) => lotPrice(now, lot),
    });
  }

  if (which === 'dashboard') {
    const lot = await ownTimedLot(base, index);
    const { token } = await signedInNewBuyer(base);
    // The new buyer leads the lot, so it is a row of their Active Lots (found by its link: titles repeat).
    const leading = await bidAs(base, token, lot, lot.next_bid * 3);
    return scene(token, '/dashboard', `/timedlotView/${lot.lotof}/${lot.id}/`, {
      changePrice: outbidBy(lot, leading.bpop_wprice ?? lot.next_bid),
      priceFromApi: (now) => lotPrice(now, lot),
    });
  }

  const auctionId = await runningLiveAuction(base);
  const owen = await signIn(base, demoBuyers.owen);
  await asSeller(base, server.sellerKey, 'decideRegistration', {
    auction_id: auctionId,
    user_id: buyerIdOf(owen),
    decision: 'approve',
  });
  // Owen may lead the lot on the block from an earlier scene: the auctioneer's hammer brings up the next one.
  const onBlock = (await liveRoom(base, auctionId)).onBlock as
    (LiveLot & { highbid_user_id?: number | null }) | undefined;
  if (onBlock?.highbid_user_id === buyerIdOf(owen)) {
    await asSeller(base, server.sellerKey, 'commandLiveAuctioneer', { auctionid: auctionId, command: 'award' });
  }
  const grace = await signIn(base, demoBuyers.grace);
  return scene(grace, `/livelots/${auctionId}/${buyerIdOf(grace)}`, undefined, {
    changePrice: async (now) => {
      const lot = (await liveRoom(now, auctionId)).onBlock!;
      await liveBidAs(now, await signIn(now, demoBuyers.owen), lot, bidAboveEstimate(lot));
    },
    priceFromApi: async (now) => dollars((await liveRoom(now, auctionId)).onBlock!.wprice),
  });
}
