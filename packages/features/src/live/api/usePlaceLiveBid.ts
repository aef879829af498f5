import { isApiRefusal } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { bidLabels, centsFromDollars, displayBidStatus } from '@storefront/domain';
import { useToast } from '@storefront/ui';
import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { uncertainBidAtom } from '../state/uncertainBid';

/** A refusal the server gave (it answered): anything else (no answer, a 5xx) leaves the bid's fate unknown. */
const answered = (error: Error) => isApiRefusal(error) && error.httpStatus < 500;

/**
 * A hard bid from the live room (addBidOffer). Accepted: 'Bid Submitted Successfully' and the buyer's status.
 * Refused: the server's words. Lost with the connection: the bid is kept as uncertain and settled from the lot's
 * bid history once the server answers again; it is never sent a second time by itself.
 */
export function usePlaceLiveBid() {
  const { mutations } = useApi();
  const toast = useToast();
  const setUncertain = useSetAtom(uncertainBidAtom);
  return useMutation({
    ...mutations.addBidOffer,
    onSuccess: (answer) => {
      toast.show({ tone: 'success', kind: 'alert', title: bidLabels.bidSubmitted, duration: 3000 });
      if (answer.bpop_bidstatus) toast.show({ tone: 'info', title: displayBidStatus(answer.bpop_bidstatus) });
    },
    onError: (error, { body }) => {
      if (answered(error)) {
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
