import {
  centsFromDollars,
  LOT_NOT_FOUND,
  dollarsFromCents,
  placeBid,
  type BidKind,
  type PrivateLotEvent,
  type PublicLot,
} from '@storefront/domain';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { leaderMaximumOf, lockLot, type LockedLot } from './lockLot';
import { liveBidderRefused } from './liveBidder';
import { lotStateOf, openingBidOf } from './lotState';

export interface BidRequest {
  lotId: number;
  bidderId: number;
  kind: BidKind;
  /** Dollars, as the API sends them. */
  amount: number;
  /** The auction the caller believes the lot is in, when the call names one. */
  auctionId?: number | undefined;
}

export type BidOutcome =
  | { ok: false; lotId: number; message: string }
  | {
      ok: true;
      lot: LockedLot;
      bidId: number;
      public: PublicLot;
      accepted: Extract<PrivateLotEvent, { type: 'bidAccepted' }>;
      /** The buyer who led before and no longer does. */
      outbidId: number | null;
      extended: boolean;
      userBidCount: number;
    };

const refuse = (lotId: number, message: string): BidOutcome => ({ ok: false, lotId, message });

/**
 * Decides a bid with the shared engine inside one transaction that holds the lot's row lock, and stores it before
 * answering: an acknowledged bid is durable, and concurrent bids on one lot are decided one after the other.
 */
export function placeLotBid(db: Kysely<DatabaseSchema>, request: BidRequest, now: Date): Promise<BidOutcome> {
  return db.transaction().execute(async (trx) => {
    const lot = await lockLot(trx, request.lotId);
    if (!lot || (request.auctionId !== undefined && lot.lotof !== request.auctionId)) {
      return refuse(request.lotId, LOT_NOT_FOUND);
    }
    if (lot.con_check === 1) {
      const refusal = await liveBidderRefused(trx, lot.lotof, request.bidderId);
      if (refusal) return refuse(lot.id, refusal);
    }
    const own = await trx
      .selectFrom('bids')
      .select(['id', 'user_id', 'kind', 'proposed_amount', 'max_amount', 'created_at'])
      .where('lot_id', '=', lot.id)
      .where('user_id', '=', request.bidderId)
      .orderBy('id')
      .execute();
    const state = lotStateOf(lot, await leaderMaximumOf(trx, lot), own);
    const amount = centsFromDollars(request.amount) ?? 0;
    const decision = placeBid(state, { bidderId: String(request.bidderId), kind: request.kind, amount }, now.getTime());
    if (!decision.ok) return refuse(lot.id, decision.rejection.message);

    const next = decision.state;
    const shown = next.bids.at(-1)?.shownAmount ?? amount;
    const { id: bidId } = await trx
      .insertInto('bids')
      .values({
        lot_id: lot.id,
        user_id: request.bidderId,
        kind: request.kind,
        proposed_amount: dollarsFromCents(shown),
        max_amount: dollarsFromCents(amount),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('lots')
      .set({
        wprice: dollarsFromCents(next.price),
        highbid_user_id: next.leaderId === null ? null : Number(next.leaderId),
        leader_maximum: next.leaderMaximum === null ? null : dollarsFromCents(next.leaderMaximum),
        bid_count: next.bidCount,
        date_closed: new Date(next.closesAt),
        extension_count: next.extensionCount,
        opening_bid: dollarsFromCents(openingBidOf(lot)),
      })
      .where('id', '=', lot.id)
      .execute();

    const accepted = decision.events.find((event) => event.type === 'bidAccepted');
    const outbid = decision.events.find((event) => event.type === 'outbid');
    const lotEvent = decision.events.find((event) => event.type === 'lotUpdated');
    if (!accepted || !lotEvent) throw new Error('The engine accepted a bid without saying so');
    return {
      ok: true,
      lot,
      bidId,
      public: lotEvent.lot,
      accepted,
      outbidId: outbid ? Number(outbid.bidderId) : null,
      extended: next.closesAt !== state.closesAt,
      userBidCount: own.length + 1,
    };
  });
}
