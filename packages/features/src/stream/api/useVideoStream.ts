import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';

/** The seller's stream of an auction (video/newVideoStream): the sender to join as a viewer, or none. */
export function useVideoStream(auctionid: number) {
  const { queries } = useApi();
  return useQuery({
    ...queries.newVideoStream({ body: { auctionid } }),
    select: (answer) => answer.data.data.responseData[0]?.sender_stream ?? null,
  });
}
