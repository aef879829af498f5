import type { Page } from 'playwright-core';
import { call, demoBuyers, signIn, type OpenLot } from './demoStore';
import { asSeller, bidAboveEstimate, liveBidAs, liveRoom, runningLiveAuction, type LiveLot } from './liveAuction';
import { bidAs, buyerIdOf, dollars, signedInScript, timedLots } from './lotPages';
import { priceSamplerScript } from './priceSampler';
import { socketGate } from './socketGate';
import type { OutageScene } from './outage';
import type { RunningStorefront } from './startStorefront';

/** The three pages that show live prices, each opened signed in as Grace with the sampler running. */
export type ResyncPage = 'timed lot view' | 'live room' | 'dashboard';

type OpenPage = (initScript: string) => Promise<Page>;

/** A page with the sampler and the socket gate in place before it loads. */
async function gatedPage(openPage: OpenPage, initScript: string) {
  const page = await openPage(initScript);
  return { page, gate: await socketGate(page) };
}

const lotPrice = async (base: string, lot: OpenLot) =>
  dollars((await call<{ results: { wprice: number } }>(base, '/mobileapi/getprodetails', { product_id: lot.id })).results.wprice);

/** A timed lot of its own (`index` in the open lots closing in 1 to 24 hours), so scenes do not bid on each other's. */
async function ownTimedLot(base: string, index: number) {
  const lot = (await timedLots(base, { fromMinutes: 60, toMinutes: 24 * 60 })).at(-1 - index);
  if (!lot) throw new Error('The demo store has too few timed lots open for the next hours.');
  return lot;
}

/**
 * Opens `which` on `server` for Grace and describes how another buyer (Owen) moves its price while the page is away.
 * `index` picks a lot no other scene uses.
 */
export async function openResyncPage(
  which: ResyncPage,
  server: RunningStorefront,
  openPage: OpenPage,
  index: number,
): Promise<Omit<OutageScene, 'server' | 'onRestart'>> {
  const base = server.url;
  const grace = await signIn(base, demoBuyers.grace);
  const at = (path: string) => new URL(path, base).href;

  if (which === 'timed lot view') {
    const lot = await ownTimedLot(base, index);
    // Lena leads first, so Owen's higher maximum later moves the price (a lot's first bid leaves it at the opening).
    const leading = await bidAs(base, await signIn(base, demoBuyers.lena), lot, lot.next_bid * 3);
    const { page, gate } = await gatedPage(openPage, signedInScript(grace) + priceSamplerScript());
    await page.goto(at(`/timedlotView/${lot.lotof}/${lot.id}/0`));
    return {
      page,
      gate,
      changePrice: async (now) => {
        await bidAs(now, await signIn(now, demoBuyers.owen), lot, (leading.bpop_wprice ?? lot.next_bid) * 10);
      },
      priceFromApi: (now) => lotPrice(now, lot),
    };
  }

  if (which === 'dashboard') {
    const lot = await ownTimedLot(base, index);
    // Grace leads the lot, so it is a row of her Active Lots (found by its link: titles repeat); Owen's higher
    // maximum then moves its price.
    const leading = await bidAs(base, grace, lot, lot.next_bid * 3);
    const { page, gate } = await gatedPage(openPage, signedInScript(grace) + priceSamplerScript(`/timedlotView/${lot.lotof}/${lot.id}/`));
    await page.goto(at('/dashboard'));
    return {
      page,
      gate,
      changePrice: async (now) => {
        await bidAs(now, await signIn(now, demoBuyers.owen), lot, (leading.bpop_wprice ?? lot.next_bid) * 10);
      },
      priceFromApi: (now) => lotPrice(now, lot),
    };
  }

  const auctionId = await runningLiveAuction(base);
  const { page, gate } = await gatedPage(openPage, signedInScript(grace) + priceSamplerScript());
  await page.goto(at(`/livelots/${auctionId}/${buyerIdOf(grace)}`));
  return {
    page,
    gate,
    changePrice: async (now) => {
      const lot = (await liveRoom(now, auctionId)).onBlock as LiveLot & { highbid_user_id?: number | null };
      // Whichever of Owen and Lena does not lead already (an earlier scene may have left one of them leading).
      for (const buyer of [demoBuyers.owen, demoBuyers.lena]) {
        const token = await signIn(now, buyer);
        if (lot.highbid_user_id === buyerIdOf(token)) continue;
        await asSeller(now, server.sellerKey, '/sellerapi/registrationDecision', {
          auction_id: auctionId,
          user_id: buyerIdOf(token),
          decision: 'approve',
        });
        await liveBidAs(now, token, lot, bidAboveEstimate(lot));
        return;
      }
    },
    priceFromApi: async (now) => dollars((await liveRoom(now, auctionId)).onBlock!.wprice),
  };
}
