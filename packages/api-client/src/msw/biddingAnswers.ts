import {
  bidAcknowledgement,
  bidRefusal,
  liveBidderRefusal,
  liveRegistrationState,
  LOT_NOT_FOUND,
  NOT_YOUR_BID,
  RETRACTED,
  type BidKind,
} from '@storefront/domain';
import type { Auction, BidAcknowledgement, Lot } from '../generated/storefront';
import type { Answers } from './answerTypes';
import { bidsOf } from './lotAnswer';
import type { BiddingState } from './biddingState';
import { callerId } from './caller';

interface BidCall {
  request: Request;
  userid: number;
  lotId: number;
  kind: BidKind;
  amount: number;
  /** The auction the caller believes the lot is in, when the call names one. */
  auctionId?: number | undefined;
}

type BiddingAnswers = Pick<Answers, 'placeTimedBid' | 'confirmForwardBid' | 'addBidOffer' | 'placeBid' | 'cancelBid'>;

/** The bid and retraction calls, checked and decided in the server's order with the server's messages. */
export function createBiddingAnswers(
  bidding: BiddingState,
  lots: ReadonlyMap<number, Lot>,
  auctions: readonly Auction[],
): BiddingAnswers {
  function liveRefusal(lot: Lot): string | null {
    if (lot.con_check !== 1) return null;
    const auction = auctions.find((candidate) => candidate.id === lot.lotof);
    return liveBidderRefusal(liveRegistrationState(auction?.isRegistered, auction?.is_register_active));
  }

  function bid({ request, userid, lotId, kind, amount, auctionId }: BidCall): BidAcknowledgement {
    if (userid !== callerId(request)) return bidRefusal(lotId, NOT_YOUR_BID);
    const lot = lots.get(lotId);
    if (!lot || (auctionId !== undefined && lot.lotof !== auctionId)) return bidRefusal(lotId, LOT_NOT_FOUND);
    const refusal = liveRefusal(lot);
    if (refusal) return bidRefusal(lot.id, refusal);
    const onTheBlock = auctions.find((auction) => auction.id === lot.lotof)?.current_projectid === lot.id;
    const outcome = bidding.bid(lot.id, userid, kind, amount, onTheBlock);
    if (!outcome) return bidRefusal(lot.id, LOT_NOT_FOUND);
    const { before, decision } = outcome;
    if (!decision.ok) return bidRefusal(lot.id, decision.rejection.message);
    const accepted = decision.events.find((event) => event.type === 'bidAccepted');
    if (!accepted) throw new Error('The engine accepted a bid without saying so');
    const after = decision.state;
    return bidAcknowledgement({
      lotId: lot.id,
      lot: accepted.lot,
      increments: after.rules.increments,
      ownMaximum: accepted.ownMaximum,
      leading: accepted.leading,
      userBidCount: bidsOf(after, userid).length,
      extended: after.closesAt !== before.closesAt,
    });
  }

  return {
    placeTimedBid: ({ body, request }) =>
      bid({
        request,
        userid: body.userid,
        lotId: body.id,
        kind: 'maximum',
        amount: body.wsprice,
        auctionId: body.auctionid,
      }),
    confirmForwardBid: ({ body, request }) =>
      bid({
        request,
        userid: body.userid,
        lotId: body.id,
        kind: body.hard_bid === 1 ? 'hard' : 'maximum',
        amount: body.wsprice,
      }),
    addBidOffer: ({ body, request }) =>
      bid({
        request,
        userid: body.userid,
        lotId: body.id,
        kind: 'hard',
        amount: body.wsprice,
        auctionId: body.auctionid,
      }),
    placeBid: ({ body, request }) =>
      bid({
        request,
        userid: body.userid,
        lotId: body.id,
        kind: body.bidding_type === 'hard' ? 'hard' : 'maximum',
        amount: body.wsprice,
        auctionId: body.auctionid,
      }),
    cancelBid: ({ body, request }) => {
      const caller = callerId(request);
      if (caller === null || Number(body['uid']) !== caller) return { msg: NOT_YOUR_BID };
      const outcome = bidding.retract(Number(body['pid']), caller);
      if (!outcome) return { msg: LOT_NOT_FOUND };
      return { msg: outcome.decision.ok ? RETRACTED : outcome.decision.rejection.message };
    },
  };
}
