import type { components } from '@storefront/api-client';
import { sql } from 'kysely';
import type { Answer, Caller, OperationId, OperationInput } from '../../http/operationTypes';
import type { Services } from '../../services';
import { registrations, withRegistration } from '../auctionView';
import { withOwnFields } from '../ownFields';
import { registrationList } from '../searchAuctionLots';
import { ownView } from '../viewerContext';

type Lot = components['schemas']['Lot'];

/** How the visitor's answer of a catalog call is shared, and made a buyer's. */
export interface PublicAnswer<Op extends OperationId> {
  /** When the visitor's answer goes out of date by the clock alone (a preview starts, a lot closes); null never. */
  until?: (input: OperationInput<Op>, services: Services) => Promise<Date | null>;
  /** A buyer's answer from the visitor's: the buyer's own fields merged in, read for this call. */
  forBuyer?: (answer: Answer<Op>, caller: Caller, services: Services) => Promise<Answer<Op>>;
}

export type PublicAnswers = { [Op in OperationId]?: PublicAnswer<Op> };

/** The lots made the buyer's: their bids and favourites among them read in two queries. */
async function buyersLots(lots: Lot[], caller: Caller, { db }: Services): Promise<Lot[]> {
  const own = await ownView(
    db,
    lots.map((lot) => lot.id),
    caller.id,
  );
  return lots.map((lot) => withOwnFields(lot, own));
}

/** The next instant after now at which one of the values of `column` (a time) is reached; null when none is ahead. */
async function nextOf(services: Services, table: 'lots' | 'auctions', column: string, where = sql`true`) {
  const now = services.clock();
  const row = await sql<{ next: Date | string | null }>`
    select min(${sql.ref(column)}) as next from ${sql.table(table)} where ${sql.ref(column)} > ${now} and ${where}
  `.execute(services.db);
  const next = row.rows[0]?.next ?? null;
  return next === null ? null : new Date(next);
}

/** For calls whose answer has nothing of the caller's. */
const sameForEveryone = async <T>(answer: T) => answer;

const earliest = (...times: (Date | null)[]) =>
  times.reduce<Date | null>((soonest, time) => (time && (!soonest || time < soonest) ? time : soonest), null);

/**
 * The catalog calls whose visitor answers are kept (see catalog/cache/catalogCache.ts) until the catalog changes or
 * the clock passes their `until`. A buyer's call shares the visitor's answer and merges the buyer's own fields in,
 * read for that call: no buyer's field is ever kept.
 */
export const publicAnswers: PublicAnswers = {
  searchLots: {
    // Without an auction the search lists what is still open: a lot leaves it as its closing time passes.
    until: ({ body }, services) =>
      body.lotof === undefined
        ? nextOf(services, 'lots', 'date_closed', sql`market_status = 'open'`)
        : Promise.resolve(null),
    forBuyer: async (answer, caller, services) =>
      answer.result
        ? {
            ...answer,
            result: {
              ...answer.result,
              listOfProjects: await buyersLots(answer.result.listOfProjects, caller, services),
            },
          }
        : answer,
  },
  searchAuctionLots: {
    // The auction's preview_date_reached turns at its date_added.
    until: ({ body }, services) => nextOf(services, 'auctions', 'date_added', sql`id = ${body.lotof}`),
    forBuyer: async (answer, caller, services) => {
      const { response } = answer;
      const auctions = response.auctionList ?? [];
      const registered = await registrations(
        services.db,
        auctions.map((auction) => auction.id),
        caller.id,
      );
      const auctionList = auctions.map((auction) => withRegistration(auction, registered.get(auction.id)));
      return {
        ...answer,
        response: {
          ...response,
          results: await buyersLots(response.results, caller, services),
          auctionList,
          isRegistered: auctionList[0]?.isRegistered ?? 0,
          isRegistered_list: await registrationList(services.db, caller.id),
        },
      };
    },
  },
  getProductDetails: {
    forBuyer: async (answer, caller, services) => {
      const [lot] = await buyersLots([answer.results], caller, services);
      const leading = lot!.highbid_user_id === caller.id;
      return {
        ...answer,
        results: lot!,
        biddetails: { bidtopwinner: leading ? 1 : 0, bidtopstatus: lot!.bidtopstatus ?? '' },
      };
    },
  },
  listAuctions: {
    // The listing keeps auctions before their close; an auction's preview_date_reached turns at its date_added.
    until: async (_input, services) =>
      earliest(await nextOf(services, 'auctions', 'date_added'), await nextOf(services, 'auctions', 'date_closed')),
    forBuyer: async (answer, caller, services) => {
      const registered = await registrations(
        services.db,
        answer.data.map((auction) => auction.id),
        caller.id,
      );
      return { ...answer, data: answer.data.map((auction) => withRegistration(auction, registered.get(auction.id))) };
    },
  },
  getReviews: { forBuyer: sameForEveryone },
  getStores: { forBuyer: sameForEveryone },
  getStoreDetails: { forBuyer: sameForEveryone },
};
