import { isServerAnswer, operationKey } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { patchLots } from '@storefront/api-client/realtime';
import { bidCountOf, bidLabels, centsFromDollars, displayBidStatus } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { uncertainBidAtom } from '../state/uncertainBid';

/**
 * A hard bid from the live room (addBidOffer). Accepted: 'Bid Submitted Successfully' and the buyer's status.
 * Refused: the server's words. Lost with the connection: the bid is kept as uncertain and settled from the lot's
 * bid history once the server answers again; it is never sent a second time by itself.
 */
export function usePlaceLiveBid() {
  const { mutations } = useApi();
  const toast = useToast();
  const setUncertain = useSetAtom(uncertainBidAtom);
  const queryClient = useQueryClient();
  return useMutation({
    ...mutations.addBidOffer,
    onSuccess: (answer) => {
      const { bpop_wprice, bpop_nextbid, bpop_bidcount, bpop_higher } = answer;
      // The bidder sees the lot as their answer left it, even before (or without) the broadcast; an older answer
      // than what the room holds (fewer bids) changes nothing.
      if (bpop_wprice !== undefined && bpop_bidcount !== undefined) {
        queryClient.setQueriesData({ queryKey: operationKey('getLiveAuctionLots') }, (data: unknown) =>
          patchLots(data, answer.id, (lot) =>
            bidCountOf(lot) > bpop_bidcount
              ? null
              : {
                  wprice: bpop_wprice,
                  bid_count: bpop_bidcount,
                  ...(bpop_nextbid !== undefined ? { next_bid: bpop_nextbid } : {}),
                  ...(bpop_higher !== undefined ? { highbid_user_id: bpop_higher } : {}),
                },
          ),
        );
      }
      // The server's word for the bidder ('Bid placed successfully', with the new close when the bid extended the lot)
      // goes with the confirmation: a notice of its own would push the oldest out of the three shown at once.
      toast.show({
        tone: 'success',
        kind: 'alert',
        title: bidLabels.bidSubmitted,
        ...(answer.bpop_error ? { description: answer.bpop_error } : {}),
      });
      if (answer.bpop_bidstatus) toast.show({ tone: 'info', title: displayBidStatus(answer.bpop_bidstatus) });
    },
    onError: (error, { body }) => {
      if (isServerAnswer(error)) {
        toast.show({ tone: 'warning', title: error.message });
        return;
      }
      setUncertain({
        lotId: body.id,
        userid: body.userid,
        amountCents: centsFromDollars(body.wsprice) ?? 0,
        sentAt: Date.now(),
      });
    },
  });
}
