import { centsFromDollars, formatMoney } from '@storefront/domain';
import { wonNotice } from '../mail/messages';
import { everyone } from '../realtime/realtime';
import type { Services } from '../services';
import { closeTimedLot, type ClosedLot } from './closeTimedLot';

/** Most lots closed in one round; the next round takes the rest. */
const BATCH = 200;

/** Closes every open timed lot whose (possibly extended) close time has passed; returns the lots it closed. */
export async function closeDueLots(services: Services): Promise<ClosedLot[]> {
  const now = services.clock();
  const due = await services.db
    .selectFrom('lots')
    .innerJoin('auctions', 'auctions.id', 'lots.lotof')
    .select('lots.id')
    .where('lots.market_status', '=', 'open')
    .where('auctions.con_check', '=', 0)
    .where('lots.date_closed', '<=', now)
    .orderBy('lots.date_closed')
    .limit(BATCH)
    .execute();
  const closed: ClosedLot[] = [];
  for (const { id } of due) {
    const result = await closeTimedLot(services.db, id, now);
    if (!result) continue;
    closed.push(result);
    await announceClosed(services, result);
  }
  return closed;
}

/** Tells every page the lot closed, and mails the winner. */
export async function announceClosed(services: Services, closed: ClosedLot) {
  const { lot, winnerId, hammerPrice } = closed;
  services.realtime.send(everyone, 'realclosedupdates', {
    id: lot.id,
    lotof: lot.lotof,
    market_status: closed.market_status === 'open' ? 'closed' : closed.market_status,
    highbid_user_id: winnerId,
    wprice: Number(lot.wprice),
    date_closed: closed.closesAt.toISOString(),
  });
  if (winnerId === null || hammerPrice === null) return;
  await services.mailer.notify(
    wonNotice({
      userId: winnerId,
      lotTitle: lot.title,
      link: services.links.wonLots(),
      amount: formatMoney(centsFromDollars(hammerPrice) ?? 0),
    }),
  );
}
