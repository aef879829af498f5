import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The statement that writes the totals of the bids in `rows` (a table or a subquery of bids). */
const totalsOf = (rows: string) => `
  insert into lot_bidders (lot_id, user_id, bid_count, highest_maximum, last_bid_id)
  select lot_id, user_id, count(*), max(max_amount), max(id) from ${rows} as counted group by lot_id, user_id`;

/** The pairs of lot and bidder that the deleted bids (`removed`) touched. */
const TOUCHED = '(select distinct lot_id, user_id from removed)';

/**
 * Each bidder's totals on a lot (how many bids, the highest maximum, the latest bid), kept by the database itself as
 * bids are written: deciding a bid reads them for the bidders waiting on the lot instead of aggregating all their bids,
 * which grew with the lot's bid count. Inserts add to the totals; deletes (a retraction, a lot or buyer removed)
 * recount the pairs they touched. A bid's lot, bidder and maximum never change once stored, and a trigger says so.
 */
export const lotBidders: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table lot_bidders (
        lot_id integer not null references lots (id) on delete cascade,
        user_id integer not null references users (id) on delete cascade,
        bid_count integer not null,
        highest_maximum numeric(12, 2) not null,
        last_bid_id integer not null,
        primary key (lot_id, user_id)
      )
    `.execute(db);
    await sql`
      create function lot_bidders_add() returns trigger language plpgsql as $$
      begin
        ${sql.raw(totalsOf('added'))}
        on conflict (lot_id, user_id) do update set
          bid_count = lot_bidders.bid_count + excluded.bid_count,
          highest_maximum = greatest(lot_bidders.highest_maximum, excluded.highest_maximum),
          last_bid_id = greatest(lot_bidders.last_bid_id, excluded.last_bid_id);
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create function lot_bidders_recount() returns trigger language plpgsql as $$
      begin
        delete from lot_bidders where (lot_id, user_id) in ${sql.raw(TOUCHED)};
        ${sql.raw(totalsOf(`(select * from bids where (lot_id, user_id) in ${TOUCHED})`))};
        return null;
      end
      $$
    `.execute(db);
    await sql`
      create function bids_keep_their_totals() returns trigger language plpgsql as $$
      begin
        raise exception 'A stored bid keeps its lot, bidder and maximum (lot_bidders counts them)';
      end
      $$
    `.execute(db);
    await sql`
      create trigger lot_bidders_on_insert after insert on bids
      referencing new table as added for each statement execute function lot_bidders_add()
    `.execute(db);
    await sql`
      create trigger lot_bidders_on_delete after delete on bids
      referencing old table as removed for each statement execute function lot_bidders_recount()
    `.execute(db);
    await sql`
      create trigger bids_totals_fixed before update of lot_id, user_id, max_amount on bids
      for each row when (old.lot_id <> new.lot_id or old.user_id <> new.user_id or old.max_amount <> new.max_amount)
      execute function bids_keep_their_totals()
    `.execute(db);
    await sql.raw(totalsOf('bids')).execute(db);
  },
};
