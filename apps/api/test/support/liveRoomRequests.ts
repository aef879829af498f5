import { expect } from 'vitest';
import type { TestBuyer } from './buyers';
import { SELLER_KEY, type TestServer } from './testServer';
import type { ValidRequest } from './validRequests';

const hour = 3600_000;

/** A running live auction with two lots, created on first use. */
function liveAuctionOnce(server: TestServer) {
  let auction: Promise<{ auctionId: number; lotId: number }> | undefined;
  return () =>
    (auction ??= (async () => {
      const { db } = server.database;
      const start = new Date(Date.now() - hour);
      const { id: auctionId } = await db
        .insertInto('auctions')
        .values({
          title: 'Friday Live Bullion',
          con_check: 1,
          date_added: start,
          date_closed: new Date(Date.now() + hour),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lots = await db
        .insertInto('lots')
        .values(
          ['1 oz Gold Maple Leaf', '10 oz Silver Bar'].map((title, index) => ({
            lotof: auctionId,
            sku: String(index + 1),
            title,
            date_added: start,
            date_closed: new Date(Date.now() + hour),
            wprice: 100,
          })),
        )
        .returning('id')
        .execute();
      await db.insertInto('auction_messages').values({ auction_id: auctionId, message: 'Lot 1 is open.' }).execute();
      return { auctionId, lotId: lots[0]!.id };
    })());
}

/** Valid calls of the live room and chat operations (issue #7). */
export function liveRoomRequests(server: TestServer, bidders: () => Promise<[TestBuyer, TestBuyer]>) {
  const live = liveAuctionOnce(server);
  return {
    registerForAuction: async (): Promise<ValidRequest<'registerForAuction'>> => {
      const [buyer] = await bidders();
      const { auctionId } = await live();
      const body = {
        auction_id: auctionId,
        user_id: buyer.id,
        status: 'active',
        site_id: 'cascade',
        ipaddress: '127.0.0.1',
      } as const;
      return { request: { token: buyer.token, body }, answers: { status: 'success' } };
    },
    decideRegistration: async (): Promise<ValidRequest<'decideRegistration'>> => {
      const [buyer] = await bidders();
      const { auctionId } = await live();
      await server.call('registerForAuction', {
        token: buyer.token,
        body: { auction_id: auctionId, user_id: buyer.id, status: 'active', site_id: 'cascade', ipaddress: '::1' },
      });
      return {
        request: {
          headers: { 'seller-key': SELLER_KEY },
          body: { auction_id: auctionId, user_id: buyer.id, decision: 'approve' },
        },
        answers: { status: 'success', is_register_active: 0 },
      };
    },
    commandLiveAuctioneer: async (): Promise<ValidRequest<'commandLiveAuctioneer'>> => {
      const { id } = await server.database.db
        .insertInto('auctions')
        .values({
          title: 'Saturday Live Silver',
          con_check: 1,
          date_added: new Date(Date.now() - hour),
          date_closed: new Date(Date.now() + hour),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        request: { headers: { 'seller-key': SELLER_KEY }, body: { auctionid: id, command: 'end' } },
        answers: { status: 'success', current_projectid: null, market_status: 'closed' },
      };
    },
    getLiveAuctionLots: async (): Promise<ValidRequest<'getLiveAuctionLots'>> => ({
      request: { body: { auctionid: (await live()).auctionId, userid: 0, limit: 1000 } },
      answers: { status: 'success' },
    }),
    getLiveAuctionMessages: async (): Promise<ValidRequest<'getLiveAuctionMessages'>> => ({
      request: { body: { auctionid: (await live()).auctionId } },
      answers: {
        status: 'success',
        data: expect.arrayContaining([expect.objectContaining({ message: 'Lot 1 is open.' })]),
      },
    }),
    getLiveLotDetails: async (): Promise<ValidRequest<'getLiveLotDetails'>> => ({
      request: { body: { lotid: (await live()).lotId, userid: 0 } },
      answers: { status: 'success' },
    }),
    getLiveAuctionPercentage: async (): Promise<ValidRequest<'getLiveAuctionPercentage'>> => ({
      request: { body: { auctionid: (await live()).auctionId } },
      answers: { status: 'success', data: { close_count: 0, total_count: 2 } },
    }),
    getAuctionCalendar: async (): Promise<ValidRequest<'getAuctionCalendar'>> => ({
      request: { params: { auctionId: (await live()).auctionId } },
      answers: /^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT\r\n[\s\S]*SUMMARY:Friday Live Bullion \(live auction\)/,
    }),
    newVideoStream: async (): Promise<ValidRequest<'newVideoStream'>> => ({
      request: { body: { auctionid: (await live()).auctionId } },
      answers: { data: { data: { responseData: [expect.objectContaining({ sender_stream: expect.any(String) })] } } },
    }),
    getChatHistory: async (): Promise<ValidRequest<'getChatHistory'>> => {
      const [buyer, other] = await bidders();
      return { request: { token: buyer.token, body: { chat_id: other.id } }, answers: { status: 'yes' } };
    },
    getProductMessages: async (): Promise<ValidRequest<'getProductMessages'>> => {
      const [buyer] = await bidders();
      return {
        request: { token: buyer.token, body: { pid: (await live()).lotId, type: 'product' } },
        answers: { status: 'yes' },
      };
    },
    sendProductMessage: async (): Promise<ValidRequest<'sendProductMessage'>> => {
      const [buyer] = await bidders();
      const staff = await server.database.db.selectFrom('sub_admins').selectAll().executeTakeFirstOrThrow();
      const body = {
        from_id: buyer.id,
        to_id: staff.id,
        pro_id: (await live()).lotId,
        to_email: staff.email,
        message: 'Is the Maple Leaf in its original capsule?',
        type: 'product',
      };
      return { request: { token: buyer.token, body }, answers: { status: 'yes' } };
    },
    sendStaffMessage: async (): Promise<ValidRequest<'sendStaffMessage'>> => {
      const [buyer] = await bidders();
      const staff = await server.database.db.selectFrom('sub_admins').selectAll().executeTakeFirstOrThrow();
      return {
        request: {
          headers: { 'seller-key': SELLER_KEY },
          body: { from_id: staff.id, to_id: buyer.id, message: 'Yes, it is in its original capsule.' },
        },
        answers: { status: 'yes' },
      };
    },
  };
}
