import { centsFromDollars, closeLot, createLot, dollarsFromCents, type LotState } from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { auctionPlan, type PlannedAuction } from './auctionPlan';
import { simulateBids } from './bidHistory';
import { bannerPicture, lotPicture } from './images';
import { demoLot, type DemoLot } from './demoLot';
import type { DemoPeople } from './seedPeople';
import type { CategoryIds } from './seedContent';
import type { Random } from './random';
import { auctionNotes } from './storeContent';
import { invoiceWonLots, type WonLot } from './seedInvoices';
import { seedWallets } from './seedWallets';

const minute = 60_000;

interface SeedContext {
  db: Kysely<DatabaseSchema>;
  random: Random;
  now: Date;
  people: DemoPeople;
  categories: CategoryIds;
  files: Map<string, string>;
  cardAccount: string;
}

const cents = (dollars: number) => centsFromDollars(dollars) ?? 0;

/**
 * The bids a lot gets: before the start none on timed lots and the house's absentee maximum bids on live ones; timed
 * maximum bids over its life; live hard bids before its award.
 */
function biddingOf(
  context: SeedContext,
  plan: PlannedAuction,
  index: number,
  lot: LotState,
  demo: DemoLot,
  bidders: string[],
) {
  const { random, now } = context;
  const target = cents(demo.lowest + (demo.highest - demo.lowest) * random.next() * 1.2);
  const start = plan.startsAt.getTime();
  const closes = plan.lotClosesAt(index).getTime();
  if (plan.phase === 'upcoming') {
    if (!plan.live) return lot;
    return simulateBids(random, lot, {
      bidders: context.people.house.map(String),
      count: random.chance(0.4) ? 0 : random.between(1, 4),
      target: Math.round(target * 0.5),
      live: false,
      from: now.getTime() - 2 * 24 * 60 * minute,
      to: now.getTime() - minute,
    });
  }
  const awarded = plan.live && (plan.phase === 'past' || index < (plan.awarded ?? 0));
  if (awarded) {
    const state = simulateBids(random, lot, {
      bidders,
      count: 60,
      target,
      live: true,
      from: closes - 4 * minute,
      to: closes - 10_000,
    });
    const closed = closeLot(state, closes);
    return closed.ok ? closed.state : state;
  }
  const state = simulateBids(random, lot, {
    bidders,
    count: random.chance(plan.live ? 0.7 : 0.2) ? 0 : random.between(1, 10),
    target: plan.phase === 'past' ? target : Math.round(target * (0.5 + random.next() * 0.4)),
    live: false,
    from: start,
    to: Math.min(closes, now.getTime()) - minute,
  });
  if (plan.phase !== 'past') return state;
  const closed = closeLot(state, closes);
  return closed.ok ? closed.state : state;
}

async function insertLot(
  context: SeedContext,
  auctionId: number,
  plan: PlannedAuction,
  index: number,
  lot: DemoLot,
  state: LotState,
) {
  const { db, categories } = context;
  const sku = String(index + 1);
  const closesAt = plan.live && state.market_status !== 'open' ? new Date(state.closesAt) : plan.lotClosesAt(index);
  const leader = state.leaderId === null ? null : Number(state.leaderId);
  const { id } = await db
    .insertInto('lots')
    .values({
      lotof: auctionId,
      sku,
      title: lot.title,
      description: lot.description,
      market_status: state.market_status,
      date_added: plan.startsAt,
      date_closed: closesAt,
      wprice: dollarsFromCents(state.price),
      // The engine replays a lot's bids from its opening bid (the bid history, a retraction).
      opening_bid: dollarsFromCents(state.rules.openingBid),
      rprice: lot.reserve,
      lowest: lot.lowest,
      highest: lot.highest,
      category_id: categories.get(lot.category) ?? null,
      subcategory_id: categories.get(lot.subcategory) ?? null,
      condition: lot.condition,
      metal: lot.troyOunces === null ? null : lot.metal,
      metal_troy_oz: lot.troyOunces,
      shippingcost: lot.shape === 'bar' ? 25 : 12.5,
      highbid_user_id: leader,
      bid_count: state.bidCount,
      avatar: `demo-lot-${auctionId}-${sku}-a.svg`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sides = lot.shape === 'coin' ? (['a', 'b'] as const) : (['a'] as const);
  for (const [side, letter] of sides.entries()) {
    const legend = lot.title.split(' ')[0] ?? '';
    context.files.set(
      `demo-lot-${auctionId}-${sku}-${letter}.svg`,
      lotPicture({ ...lot, legend, side: side === 0 ? 0 : 1 }),
    );
  }
  await db
    .insertInto('lot_images')
    .values(
      sides.map((letter, position) => ({
        lot_id: id,
        file_name: `demo-lot-${auctionId}-${sku}-${letter}.svg`,
        position,
      })),
    )
    .execute();
  if (state.bids.length > 0) {
    await db
      .insertInto('bids')
      .values(
        state.bids.map((bid) => ({
          lot_id: id,
          user_id: Number(bid.bidderId),
          proposed_amount: dollarsFromCents(bid.shownAmount),
          max_amount: dollarsFromCents(bid.amount),
          created_at: new Date(bid.placedAt),
        })),
      )
      .execute();
  }
  return { id, leader, sold: state.market_status === 'sold' };
}

/** Live auctions: the house bidders and the first demo buyer approved with paddles; on the running one the second pending. */
async function register(context: SeedContext, auctionId: number, plan: PlannedAuction) {
  const { people } = context;
  const approved = [...people.house, people.buyers[0] ?? 0];
  const rows = approved.map((user_id, index) => ({
    auction_id: auctionId,
    user_id,
    is_register_active: 0,
    paddle_no: 101 + index,
  }));
  if (plan.phase === 'running' && people.buyers[1] !== undefined) {
    rows.push({
      auction_id: auctionId,
      user_id: people.buyers[1],
      is_register_active: 1,
      paddle_no: 101 + rows.length,
    });
  }
  await context.db.insertInto('auction_registrations').values(rows).execute();
  return approved.map(String);
}

/** The seven auctions of the plan with about 200 lots, their pictures, bid histories, results and invoices. */
export async function seedAuctions(context: SeedContext) {
  const { db, random, now, people } = context;
  const wonLots: WonLot[] = [];
  for (const [number, plan] of auctionPlan(now).entries()) {
    const fileName = `demo-auction-${number + 1}.svg`;
    context.files.set(fileName, bannerPicture(plan.title, plan.metal, 800, 500));
    const auction = await db
      .insertInto('auctions')
      .values({
        title: plan.title,
        description: plan.description,
        con_check: plan.live ? 1 : 0,
        market_status: plan.phase === 'past' ? 'closed' : 'open',
        date_added: plan.startsAt,
        date_closed: plan.closesAt,
        file_name: fileName,
        buyer_premium: plan.buyerPremium,
        ...auctionNotes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bidders = plan.live
      ? await register(context, auction.id, plan)
      : [...people.house, ...people.buyers].map(String);
    const lotIds: number[] = [];
    for (let index = 0; index < plan.lotCount; index++) {
      const lot = demoLot(random);
      const fresh = createLot({
        openingBid: cents(lot.openingBid),
        reserve: lot.reserve === null ? null : cents(lot.reserve),
        live: plan.live,
        startsAt: plan.startsAt.getTime(),
        closesAt: plan.lotClosesAt(index).getTime(),
      });
      const inserted = await insertLot(
        context,
        auction.id,
        plan,
        index,
        lot,
        biddingOf(context, plan, index, fresh, lot, bidders),
      );
      lotIds.push(inserted.id);
      if (inserted.sold && inserted.leader !== null)
        wonLots.push({ lotId: inserted.id, auctionId: auction.id, winner: inserted.leader });
    }
    if (plan.live && plan.phase === 'running') {
      await db
        .updateTable('auctions')
        .set({ current_projectid: lotIds[plan.awarded ?? 0] ?? null })
        .where('id', '=', auction.id)
        .execute();
    }
  }
  await invoiceWonLots(db, wonLots, people, await seedWallets(db, people.buyers, context.cardAccount));
}
