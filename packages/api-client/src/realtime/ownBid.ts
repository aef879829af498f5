import { notifyManager, type Query, type QueryClient } from '@tanstack/react-query';
import { bidCountOf } from '@storefront/domain';
import type { components } from '../generated/storefront';
import { bidFields } from './bidFields';
import { buyerListOperations, lotOperations, operationOf } from './lotOperations';
import { patchLots } from './patchLots';

type BidAcknowledgement = components['schemas']['BidAcknowledgement'];

/** Answers that hold lots as the Lot schema has them; the buyer's lists (their own rows) are read again instead. */
const lotAnswers = {
  predicate: (query: Query) => lotOperations.has(operationOf(query)) && !buyerListOperations.has(operationOf(query)),
};

/**
 * Writes the bidder's own answer to an accepted bid into every answer that holds the lot: the lot as the bid left it
 * (unless the cache already holds a later bid) and what only the bidder learns (their maximum, bid count and status).
 * Their page shows it at once, without reading the lot again (unless a read of it was on its way). False when the
 * answer lacks what that needs.
 */
export function writeOwnBid(queryClient: QueryClient, answer: BidAcknowledgement): boolean {
  const { bpop_higher, bpop_wprice, bpop_nextbid_org, bpop_bidcount, maxbidamt, userBidCount } = answer;
  if (
    answer.status !== 'success' ||
    bpop_higher === undefined ||
    bpop_wprice === undefined ||
    bpop_nextbid_org === undefined ||
    bpop_bidcount === undefined ||
    maxbidamt === undefined ||
    userBidCount === undefined ||
    answer.reserve_met === undefined
  )
    return false;
  const lotFields = bidFields({
    id: answer.id,
    status: 'success',
    bpop_higher,
    bpop_wprice,
    bpop_nextbid: bpop_nextbid_org,
    bpop_bidcount,
    reserve_met: answer.reserve_met,
    ...(answer.bpop_increment !== undefined ? { bpop_increment: answer.bpop_increment } : {}),
    ...(answer.date_closed !== undefined ? { date_closed: answer.date_closed } : {}),
  });
  const ownFields = { maxbidamt, userBidCount, bid_or_not: 1, cbidnot: 1, bidtopstatus: answer.bpop_bidstatus };
  notifyManager.batch(() => {
    for (const query of queryClient.getQueryCache().findAll(lotAnswers)) {
      const data = query.state.data;
      const patched = patchLots(data, answer.id, (lot) => {
        const own = Number(lot['userBidCount'] ?? 0) > userBidCount ? {} : ownFields;
        const latest = bidCountOf(lot) > bpop_bidcount ? {} : lotFields;
        return { ...latest, ...own };
      });
      if (patched === data) continue;
      queryClient.setQueryData(query.queryKey, patched);
      // A read of the lot on its way may have been answered before the bid was decided: its answer would put the old
      // price and maximum back. It is made again, and the read on its way dropped.
      if (query.state.fetchStatus === 'fetching') {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
      }
    }
  });
  return true;
}
