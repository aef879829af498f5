import { registeredBuyer, type TestBuyer } from './buyers';
import { insertAuction, insertLot } from './catalogRows';
import type { ContractFixture } from './contractFixture';
import { liveRoomRequests } from './liveRoomRequests';
import { SELLER_KEY, type TestServer } from './testServer';
import type { ValidRequest } from './validRequests';

const hour = 3600_000;

/** A lot of its own per bid operation, so repeated calls keep raising one lot. */
function lotMaker(server: TestServer) {
  const lots = new Map<string, Promise<number>>();
  return (name: string) => {
    let lot = lots.get(name);
    if (!lot) {
      lot = insertAuction(server.database).then(({ id }) =>
        insertLot(server.database, id, { sku: name, title: `1 oz Gold Buffalo (${name})`, wprice: 100 }).then(
          (row) => row.id,
        ),
      );
      lots.set(name, lot);
    }
    return lot;
  };
}

/** A live auction that starts tomorrow, a lot in it, and the buyer approved to bid: where a bid may be retracted. */
export async function retractableLot(server: TestServer, buyer: TestBuyer) {
  const { db } = server.database;
  const start = new Date(Date.now() + 24 * hour);
  const auction = await db
    .insertInto('auctions')
    .values({
      title: 'Evening Live Sale',
      con_check: 1,
      date_added: start,
      date_closed: new Date(start.getTime() + hour),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lot = await db
    .insertInto('lots')
    .values({
      lotof: auction.id,
      sku: '1',
      title: '1881-S Morgan Dollar MS64',
      date_added: start,
      date_closed: new Date(start.getTime() + hour),
      wprice: 50,
    })
    .returning(['id', 'lotof'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('auction_registrations')
    .values({ auction_id: auction.id, user_id: buyer.id, is_register_active: 0, paddle_no: 1 })
    .execute();
  return lot;
}

/** Valid calls of the bidding operations (issue #7), each answered with an accepted bid or a retraction. */
export function biddingRequestsFor({ server }: ContractFixture) {
  const lotFor = lotMaker(server);
  let bidders: Promise<[TestBuyer, TestBuyer]> | undefined;
  const biddersOnce = () =>
    (bidders ??= Promise.all([
      registeredBuyer(server, { first_name: 'Ezra', email: 'ezra@example.com' }),
      registeredBuyer(server, { first_name: 'Flora', email: 'flora@example.com' }),
    ]));
  let raise = 0;
  const nextAmount = () => (raise += 1) * 1000;
  const accepted = { status: 'success' };
  return {
    placeTimedBid: async (): Promise<ValidRequest<'placeTimedBid'>> => {
      const [c] = await biddersOnce();
      const id = await lotFor('timed');
      const body = { wsprice: nextAmount(), userid: c.id, id, lotid: id, bidplan: 'auto', auctionid: 0 } as const;
      const { lotof } = await server.database.db
        .selectFrom('lots')
        .select('lotof')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { request: { token: c.token, body: { ...body, auctionid: lotof } }, answers: accepted };
    },
    confirmForwardBid: async (): Promise<ValidRequest<'confirmForwardBid'>> => {
      const [c] = await biddersOnce();
      return {
        request: {
          token: c.token,
          body: {
            id: await lotFor('forward'),
            wsprice: nextAmount(),
            bid_increment: 25,
            email: c.email,
            userid: c.id,
            hard_bid: 0,
            auction_io: 1,
          },
        },
        answers: accepted,
      };
    },
    addBidOffer: async (): Promise<ValidRequest<'addBidOffer'>> => {
      const id = await lotFor('offer');
      const [c, d] = await biddersOnce();
      const buyer = raise % 2 === 0 ? c : d;
      const { lotof } = await server.database.db
        .selectFrom('lots')
        .select('lotof')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        request: {
          token: buyer.token,
          body: { id, wsprice: nextAmount(), userid: buyer.id, auctionid: lotof, bidding_type: 'hard' },
        },
        answers: accepted,
      };
    },
    placeBid: async (): Promise<ValidRequest<'placeBid'>> => {
      const [c] = await biddersOnce();
      const id = await lotFor('listing');
      const { lotof } = await server.database.db
        .selectFrom('lots')
        .select('lotof')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        request: {
          token: c.token,
          body: { wsprice: nextAmount(), id, userid: c.id, auctionid: lotof, bidding_type: 'proxy' },
        },
        answers: accepted,
      };
    },
    ...liveRoomRequests(server, biddersOnce),
    closeTimedLotNow: async (): Promise<ValidRequest<'closeTimedLotNow'>> => ({
      request: { headers: { 'seller-key': SELLER_KEY }, body: { lotid: await lotFor('closed now') } },
      answers: { status: 'success', market_status: 'unsold' },
    }),
    cancelBid: async (): Promise<ValidRequest<'cancelBid'>> => {
      const [, d] = await biddersOnce();
      const lot = await retractableLot(server, d);
      const bid = await server.call('placeBid', {
        token: d.token,
        body: { wsprice: 60, id: lot.id, userid: d.id, auctionid: lot.lotof, bidding_type: 'proxy' },
      });
      const form = new FormData();
      const fields = {
        pid: lot.id,
        id: bid.json().id,
        uid: d.id,
        price: 60,
        auctionid: lot.lotof,
        lotof: lot.lotof,
        is_buyer: 1,
      };
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      return { request: { token: d.token, form }, answers: { msg: 'yes' } };
    },
  };
}
