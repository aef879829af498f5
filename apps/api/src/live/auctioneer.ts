import { centsFromDollars, countdown, formatMoney } from '@storefront/domain';
import { wonNotice } from '../mail/messages';
import { everyone } from '../realtime/realtime';
import type { Services } from '../services';
import { awardLiveLot } from './awardLiveLot';
import { simulateRoomBid } from './demoBidders';
import { endLiveAuction } from './endLiveAuction';
import { postLiveMessage, siteIdOf } from './liveFeed';

/** How long the lot on the block may stay without a bid before fair warning, and again before the hammer. */
export const DEFAULT_QUIET_MS = 20_000;
/** How long the lot on the block stays open for bids while it waits for the hammer. */
const BLOCK_HOURS = 1;

const AUCTION_CLOSED = 'This Auction Has Been Closed.';

/** The auction's timer reads 'Auction Closed' (its closing time has passed): the server takes no more bids in it. */
const timeIsUp = (auction: { date_added: Date; date_closed: Date }, now: Date) =>
  countdown(
    { startsAt: auction.date_added.getTime(), closesAt: auction.date_closed.getTime(), live: true },
    now.getTime(),
  ).phase === 'closed';

const money = (dollars: number | string) => formatMoney(centsFromDollars(dollars) ?? 0);

/**
 * One round of the auctioneer of every running live auction: put a lot on the block, give fair warning after a quiet
 * period, award after another, move on, and close the auction after its last lot, or at its closing time with the lots
 * not yet called unsold. In the demo, simulated bidders join in.
 */
export async function runAuctioneers(services: Services, quietMs: number, demoBidders = false) {
  const now = services.clock();
  const running = await services.db
    .selectFrom('auctions')
    .selectAll()
    .where('con_check', '=', 1)
    .where('market_status', '=', 'open')
    .where('date_added', '<=', now)
    .execute();
  for (const auction of running) {
    if (timeIsUp(auction, now)) {
      await endLiveAuction(services, auction.id, now, AUCTION_CLOSED);
      continue;
    }
    const lotId = auction.current_projectid ?? (await openFirstLot(services, auction.id, now));
    if (lotId === null) continue;
    const lot = await services.db.selectFrom('lots').selectAll().where('id', '=', lotId).executeTakeFirst();
    if (!lot || lot.market_status !== 'open') {
      await openFirstLot(services, auction.id, now);
      continue;
    }
    const lastBid = await services.db
      .selectFrom('bids')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('lot_id', '=', lotId)
      .executeTakeFirst();
    const opened = auction.lot_opened_at ?? now;
    const quietSince = Math.max(opened.getTime(), lastBid?.at ? new Date(lastBid.at).getTime() : 0);
    const warned = auction.warned_at !== null && auction.warned_at.getTime() >= quietSince;
    if (demoBidders && !warned && (await simulateRoomBid(services, lotId))) continue;
    if (!warned && now.getTime() - quietSince >= quietMs) {
      await services.db.updateTable('auctions').set({ warned_at: now }).where('id', '=', auction.id).execute();
      await postLiveMessage(services, auction.id, `Fair warning: Lot ${lot.sku} at ${money(lot.wprice)}`);
    } else if (warned && now.getTime() - auction.warned_at!.getTime() >= quietMs) {
      await award(services, lotId, now);
    }
  }
}

/** Puts the first open lot on the block; null when none is left. */
async function openFirstLot(services: Services, auctionId: number, now: Date): Promise<number | null> {
  const lot = await services.db
    .selectFrom('lots')
    .select(['id', 'sku', 'title'])
    .where('lotof', '=', auctionId)
    .where('market_status', '=', 'open')
    .orderBy('id')
    .executeTakeFirst();
  if (!lot) return null;
  await services.db
    .updateTable('auctions')
    .set({ current_projectid: lot.id, lot_opened_at: now, warned_at: null })
    .where('id', '=', auctionId)
    .execute();
  await openForBids(services, lot.id, now);
  await postLiveMessage(services, auctionId, `Lot ${lot.sku} is open: ${lot.title}`);
  return lot.id;
}

/** The lot on the block takes bids until the hammer, whatever closing time it was listed with. */
async function openForBids(services: Services, lotId: number, now: Date) {
  const until = new Date(now.getTime() + BLOCK_HOURS * 3600_000);
  await services.db.updateTable('lots').set({ date_closed: until }).where('id', '=', lotId).execute();
}

/** The hammer on the lot on the block: sold or passed, told to every room, and the next lot put up (or the close). */
export async function award(services: Services, lotId: number, now: Date) {
  const awarded = await awardLiveLot(services.db, lotId, now);
  if (!awarded) return;
  const { lot, winnerId, nextLotId } = awarded;
  const site_id = await siteIdOf(services);
  const sold = winnerId !== null;
  await postLiveMessage(
    services,
    lot.lotof,
    sold ? `Sold! Lot ${lot.sku} for ${money(awarded.price)}` : `Lot ${lot.sku} passed`,
  );
  services.realtime.send(everyone, 'liveauctionAwarding', {
    site_id,
    auctionid: lot.lotof,
    id: lot.id,
    wprice: awarded.price,
    highbid_user_id: winnerId,
    date_closed: now.toISOString(),
    current_projectid: nextLotId,
  });
  if (sold) {
    const link = services.links.wonLots();
    const amount = money(awarded.price);
    await services.mailer.notify(wonNotice({ userId: winnerId, lotTitle: lot.title, link, amount }));
  }
  if (nextLotId === null) {
    services.realtime.send(everyone, 'liveauctionclose', { site_id, auctionid: lot.lotof });
    await postLiveMessage(services, lot.lotof, AUCTION_CLOSED);
    return;
  }
  await openForBids(services, nextLotId, now);
  const next = await services.db
    .selectFrom('lots')
    .select(['sku', 'title'])
    .where('id', '=', nextLotId)
    .executeTakeFirst();
  if (next) await postLiveMessage(services, lot.lotof, `Lot ${next.sku} is open: ${next.title}`);
}
