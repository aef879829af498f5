import { bidAcknowledgement, bidRefusal, NOT_YOUR_BID, type BidKind } from '@storefront/domain';
import { signedIn } from '../accounts/signedIn';
import type { OperationHandler } from '../http/operationTypes';
import type { Services } from '../services';
import { bidDeskOf } from './bidDesk';
import type { BidRequest } from './placeLotBid';
import { publishBid } from './publishBid';

/** Decides, stores, publishes and acknowledges one bid of the signed-in buyer. */
async function bid(services: Services, callerId: number, userid: number, request: Omit<BidRequest, 'bidderId'>) {
  if (userid !== callerId) return bidRefusal(request.lotId, NOT_YOUR_BID);
  const outcome = await bidDeskOf(services.db).place({
    request: { ...request, bidderId: callerId },
    now: services.clock(),
  });
  if (!outcome.ok) return bidRefusal(outcome.lotId, outcome.message);
  // The answer does not wait for the notices: they are mail about a bid already stored.
  publishBid(services, callerId, outcome).catch((error: unknown) => services.logError(error, 'bid notices failed'));
  return bidAcknowledgement({
    lotId: outcome.lot.id,
    lot: outcome.public,
    increments: outcome.increments,
    ownMaximum: outcome.accepted.ownMaximum,
    leading: outcome.accepted.leading,
    userBidCount: outcome.userBidCount,
    extended: outcome.extended,
  });
}

const kindOf = (hard: number | undefined): BidKind => (hard === 1 ? 'hard' : 'maximum');

/** A timed lot's maximum bid (api_bidding/biddingAPI). */
export const placeTimedBid: OperationHandler<'placeTimedBid'> = async (input, services) => {
  const { body } = input;
  return bid(services, signedIn(input).id, body.userid, {
    lotId: body.id,
    kind: 'maximum',
    amount: body.wsprice,
    auctionId: body.auctionid,
  });
};

/** A proxy or hard bid from the live lot view (mobileconfirmForward). */
export const confirmForwardBid: OperationHandler<'confirmForwardBid'> = async (input, services) => {
  const { body } = input;
  return bid(services, signedIn(input).id, body.userid, {
    lotId: body.id,
    kind: kindOf(body.hard_bid),
    amount: body.wsprice,
  });
};

/** A hard bid (api/addbidoffer). */
export const addBidOffer: OperationHandler<'addBidOffer'> = async (input, services) => {
  const { body } = input;
  return bid(services, signedIn(input).id, body.userid, {
    lotId: body.id,
    kind: 'hard',
    amount: body.wsprice,
    auctionId: body.auctionid,
  });
};

/** Place Max Bid from a listing card or the lot drawer: a proxy bid unless the payload says hard. */
export const placeBid: OperationHandler<'placeBid'> = async (input, services) => {
  const { body } = input;
  return bid(services, signedIn(input).id, body.userid, {
    lotId: body.id,
    kind: body.bidding_type === 'hard' ? 'hard' : 'maximum',
    amount: body.wsprice,
    auctionId: body.auctionid,
  });
};
