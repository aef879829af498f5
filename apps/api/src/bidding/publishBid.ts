import { formatMoney } from '@storefront/domain';
import type { Notice } from '../mail/mailer';
import { bidSubmittedNotice, outbidNotice } from '../mail/messages';
import { watchersOfLot } from '../realtime/realtime';
import type { Services } from '../services';
import { bidUpdate } from './bidMessages';
import { bidNoticesOf } from './bidNotices';
import type { BidOutcome } from './placeLotBid';

type Accepted = Extract<BidOutcome, { ok: true }>;

/** The lot page a notice links to, for the buyer it goes to. */
export function lotLink(services: Services, lot: { id: number; lotof: number; con_check: number }, userId: number) {
  const page = lot.con_check === 1 ? 'lotview' : 'timedlotView';
  return services.links.page(`/${page}/${lot.lotof}/${lot.id}/${userId}`);
}

/**
 * After the bid is stored: the public update to the pages that show the lot (watchersOfLot), and the notices the
 * buyers asked for (the demo's simulated bidders are not told about their own bids).
 */
export async function publishBid(
  services: Services,
  bidderId: number,
  outcome: Accepted,
  { noticeToBidder = true } = {},
) {
  const { lot } = outcome;
  const update = bidUpdate(lot.id, lot.lotof, bidderId, outcome.public, outcome.increments);
  services.realtime.send(watchersOfLot(lot), 'bidAddtime', update);
  const notices: Notice[] = [];
  if (noticeToBidder) {
    const amount = formatMoney(outcome.accepted.amount);
    const link = lotLink(services, lot, bidderId);
    notices.push(bidSubmittedNotice({ userId: bidderId, lotTitle: lot.title, link, amount }));
  }
  if (outcome.outbidId !== null && outcome.outbidId !== bidderId) {
    const link = lotLink(services, lot, outcome.outbidId);
    notices.push(outbidNotice({ userId: outcome.outbidId, lotTitle: lot.title, link }));
  }
  await bidNoticesOf(services.mailer)(notices);
}
