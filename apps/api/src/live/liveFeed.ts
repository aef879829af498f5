import type { Services } from '../services';

/** A message of the live feed: stored for api/auctionmsg, sent to the auction's room as liveAuctionMsg. */
export async function postLiveMessage(services: Services, auctionId: number, message: string) {
  const row = await services.db
    .insertInto('auction_messages')
    .values({ auction_id: auctionId, message, date_sent: services.clock() })
    .returningAll()
    .executeTakeFirstOrThrow();
  services.realtime.send({ auctionId }, 'liveAuctionMsg', {
    message: row.message,
    type: row.type,
    date_sent: row.date_sent.toISOString(),
    auctionid: auctionId,
  });
}

/** The store's site id, which the storefront checks on awarding and closing events. */
export async function siteIdOf({ db }: Services): Promise<string> {
  const store = await db.selectFrom('stores').select('site_id').orderBy('id').executeTakeFirst();
  return store?.site_id ?? '';
}
