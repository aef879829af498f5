import {
  BID_AMOUNT_DECIMALS,
  exactCents,
  LOT_NOT_FOUND,
  dollarsFromCents,
  placeBid,
  type BidKind,
  type IncrementTable,
  type LotState,
  type PrivateLotEvent,
  type PublicLot,
} from '@storefront/domain';
import { sql, type Kysely } from 'kysely';
import { withPipeline, type Pipeline } from '../db/pipeline';
import type { DatabaseSchema } from '../db/schema';
import { leaderMaximumOf, lockedLotQuery, type LockedLot } from './lockLot';
import { liveBidderRefused } from './liveBidder';
import { lotStateOf, openingBidOf, type StoredBid } from './lotState';

export interface BidRequest {
  lotId: number;
  bidderId: number;
  kind: BidKind;
  /** Dollars, as the API sends them. */
  amount: number;
  /** The auction the caller believes the lot is in, when the call names one. */
  auctionId?: number | undefined;
}

/** A bid as it arrived: the request and the server's time of arrival, which the engine decides it at. */
export interface ArrivedBid {
  request: BidRequest;
  now: Date;
}

export type BidOutcome =
  | { ok: false; lotId: number; message: string }
  | {
      ok: true;
      lot: LockedLot;
      bidId: number;
      public: PublicLot;
      /** The lot's increment table, which the engine decided the bid with. */
      increments: IncrementTable;
      accepted: Extract<PrivateLotEvent, { type: 'bidAccepted' }>;
      /** The buyer who led before and no longer does. */
      outbidId: number | null;
      extended: boolean;
      userBidCount: number;
    };

const refuse = (lotId: number, message: string): BidOutcome => ({ ok: false, lotId, message });

/** Each bidder's highest maximum on the lot (all the engine needs of their own bids), their latest bid and how many. */
const ownBidsQuery = (db: Kysely<DatabaseSchema>, lotId: number, bidderIds: number[]) =>
  db
    .selectFrom('lot_bidders')
    .select(['user_id', 'last_bid_id as id', 'highest_maximum as max_amount', 'bid_count as count'])
    .where('lot_id', '=', lotId)
    .where('user_id', 'in', bidderIds);

function ownBidsOf(rows: Awaited<ReturnType<ReturnType<typeof ownBidsQuery>['execute']>>) {
  const highest: StoredBid[] = rows.map((row) => ({
    id: Number(row.id),
    user_id: row.user_id,
    kind: 'maximum',
    proposed_amount: row.max_amount,
    max_amount: row.max_amount,
    created_at: new Date(0),
  }));
  return { highest, counts: new Map(rows.map((row) => [row.user_id, Number(row.count)])) };
}

/**
 * One transaction on a pipeline, in two round trips to the database: its begin, the lot's row lock and the bidders'
 * own bids go together; then `decide` runs and its writes go together with the commit. Rolled back on any failure.
 */
async function inLotTransaction<T>(
  db: Kysely<DatabaseSchema>,
  lotId: number,
  bidderIds: number[],
  decide: (
    pipeline: Pipeline,
    lot: LockedLot | undefined,
    own: ReturnType<typeof ownBidsOf>,
  ) => Promise<{ result: T; writes: Promise<unknown>[] }>,
): Promise<T> {
  return withPipeline(db, async (pipeline) => {
    const [, [lot], own] = await Promise.all([
      pipeline.rows(sql`begin`.compile(db)),
      pipeline.rows(lockedLotQuery(db, lotId).compile()),
      pipeline.rows(ownBidsQuery(db, lotId, bidderIds).compile()),
    ]).catch(async (error: unknown) => {
      await pipeline.rows(sql`rollback`.compile(db));
      throw error;
    });
    try {
      const { result, writes } = await decide(pipeline, lot, ownBidsOf(own));
      await Promise.all([...writes, pipeline.rows(sql`commit`.compile(db))]);
      return result;
    } catch (error) {
      await pipeline.rows(sql`rollback`.compile(db));
      throw error;
    }
  });
}

/**
 * Decides bids on one lot, in their order of arrival, with the shared engine inside one transaction that holds the
 * lot's row lock, and stores the accepted ones before answering: an acknowledged bid is durable, and bids on one lot
 * (from this process or another) are decided one after the other. One outcome per bid, in the same order.
 */
export function placeLotBids(db: Kysely<DatabaseSchema>, lotId: number, arrived: ArrivedBid[]): Promise<BidOutcome[]> {
  const bidderIds = [...new Set(arrived.map(({ request }) => request.bidderId))];
  return inLotTransaction(db, lotId, bidderIds, async (pipeline, lot, own) => {
    if (!lot) return { result: arrived.map(() => refuse(lotId, LOT_NOT_FOUND)), writes: [] };
    let state: LotState = lotStateOf(lot, await leaderMaximumOf(db, lot, pipeline), own.highest);
    const outcomes: (BidOutcome | null)[] = [];
    const stored: { index: number; request: BidRequest; shown: number; amount: number; now: Date }[] = [];
    for (const [index, { request, now }] of arrived.entries()) {
      if (request.auctionId !== undefined && lot.lotof !== request.auctionId) {
        outcomes.push(refuse(request.lotId, LOT_NOT_FOUND));
        continue;
      }
      if (lot.con_check === 1) {
        const refusal = await liveBidderRefused(db, pipeline, lot.lotof, request.bidderId);
        if (refusal) {
          outcomes.push(refuse(lot.id, refusal));
          continue;
        }
      }
      const amount = exactCents(request.amount);
      if (amount === null) {
        outcomes.push(refuse(lot.id, BID_AMOUNT_DECIMALS));
        continue;
      }
      const before = state;
      const decision = placeBid(
        before,
        {
          bidderId: String(request.bidderId),
          kind: request.kind,
          amount,
          onTheBlock: lot.current_projectid === lot.id,
        },
        now.getTime(),
      );
      if (!decision.ok) {
        outcomes.push(refuse(lot.id, decision.rejection.message));
        continue;
      }
      state = decision.state;
      const accepted = decision.events.find((event) => event.type === 'bidAccepted');
      const outbid = decision.events.find((event) => event.type === 'outbid');
      const lotEvent = decision.events.find((event) => event.type === 'lotUpdated');
      if (!accepted || !lotEvent) throw new Error('The engine accepted a bid without saying so');
      const userBidCount = (own.counts.get(request.bidderId) ?? 0) + 1;
      own.counts.set(request.bidderId, userBidCount);
      stored.push({ index, request, amount, now, shown: state.bids.at(-1)?.shownAmount ?? amount });
      outcomes.push({
        ok: true,
        lot,
        bidId: 0,
        public: lotEvent.lot,
        increments: state.rules.increments,
        accepted,
        outbidId: outbid ? Number(outbid.bidderId) : null,
        extended: state.closesAt !== before.closesAt,
        userBidCount,
      });
    }
    if (stored.length === 0) return { result: outcomes as BidOutcome[], writes: [] };
    // One insert for the lot's bids (their ids come from the sequence in the order of the rows) and one update of the
    // lot, sent together and followed by the commit.
    const inserted = pipeline
      .rows(
        db
          .insertInto('bids')
          .values(
            stored.map(({ request, shown, amount, now }) => ({
              lot_id: lot.id,
              user_id: request.bidderId,
              kind: request.kind,
              proposed_amount: dollarsFromCents(shown),
              max_amount: dollarsFromCents(amount),
              created_at: now,
            })),
          )
          .returning('id')
          .compile(),
      )
      .then((rows) => {
        const ids = rows.map((row) => row.id).sort((a, b) => a - b);
        for (const [position, { index }] of stored.entries()) {
          const outcome = outcomes[index];
          if (outcome?.ok) outcome.bidId = ids[position]!;
        }
      });
    const updated = pipeline.rows(
      db
        .updateTable('lots')
        .set({
          wprice: dollarsFromCents(state.price),
          highbid_user_id: state.leaderId === null ? null : Number(state.leaderId),
          leader_maximum: state.leaderMaximum === null ? null : dollarsFromCents(state.leaderMaximum),
          bid_count: state.bidCount,
          date_closed: new Date(state.closesAt),
          extension_count: state.extensionCount,
          opening_bid: dollarsFromCents(openingBidOf(lot)),
        })
        .where('id', '=', lot.id)
        .compile(),
    );
    return { result: outcomes as BidOutcome[], writes: [inserted, updated] };
  });
}

/** One bid decided and stored on its own (see placeLotBids). */
export async function placeLotBid(db: Kysely<DatabaseSchema>, request: BidRequest, now: Date): Promise<BidOutcome> {
  const [outcome] = await placeLotBids(db, request.lotId, [{ request, now }]);
  return outcome!;
}
