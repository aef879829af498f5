import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { placeLotBids, type ArrivedBid, type BidOutcome } from './placeLotBid';

/** Most bids one transaction decides: a storm is answered in several commits rather than one long wait. */
const MOST_PER_COMMIT = 200;

interface Waiting extends ArrivedBid {
  answer: (outcome: BidOutcome) => void;
  fail: (error: unknown) => void;
}

/**
 * Where this process decides the bids of each lot: bids that arrive while the lot's previous group is being decided
 * wait together and are decided and committed as the next group, in one transaction (group commit). The row lock and
 * a fresh read of the lot in every transaction keep other processes' bids on the same lot in order; nothing of a lot
 * is kept in memory between groups.
 */
export function createBidDesk(db: Kysely<DatabaseSchema>) {
  const waiting = new Map<number, Waiting[]>();

  async function decideWaiting(lotId: number) {
    for (let group = waiting.get(lotId); group && group.length > 0; group = waiting.get(lotId)) {
      const taken = group.splice(0, MOST_PER_COMMIT);
      await decideGroup(lotId, taken);
    }
    waiting.delete(lotId);
  }

  async function decideGroup(lotId: number, group: Waiting[]) {
    try {
      const outcomes = await placeLotBids(db, lotId, group);
      group.forEach((bid, index) => bid.answer(outcomes[index]!));
    } catch (error) {
      if (group.length === 1) return group[0]!.fail(error);
      // One bid the database refuses must not sink the others: each is tried again on its own.
      for (const bid of group) await decideGroup(lotId, [bid]);
    }
  }

  return {
    /** Decides one bid with the others waiting on its lot; resolves once it is decided and, if accepted, stored. */
    place: (arrived: ArrivedBid) =>
      new Promise<BidOutcome>((answer, fail) => {
        const lotId = arrived.request.lotId;
        const group = waiting.get(lotId);
        const bid = { ...arrived, answer, fail };
        if (group) return void group.push(bid);
        waiting.set(lotId, [bid]);
        void decideWaiting(lotId);
      }),
  };
}

export type BidDesk = ReturnType<typeof createBidDesk>;

const desks = new WeakMap<Kysely<DatabaseSchema>, BidDesk>();

/** The bid desk of a database: one per server process (tests build many servers, each on its own database). */
export function bidDeskOf(db: Kysely<DatabaseSchema>): BidDesk {
  let desk = desks.get(db);
  if (!desk) desks.set(db, (desk = createBidDesk(db)));
  return desk;
}
