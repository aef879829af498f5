import { sessionUserAtom } from '@storefront/features/auth';
import { AuctionCalendar, LiveAuctionAlert, LiveRegistration, useAuctionRegistration } from '@storefront/features/live';
import { getRouteApi } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useAskSignIn } from '../../app/useAskSignIn';
import { liveRoomHref } from '../lotHrefs';

const route = getRouteApi('/auction/$id');

/**
 * The live auction's way in on its lots page: registration or 'Enter Live Auction', "Add to calendar" while the sale
 * is ahead or running, and the in-progress alert.
 */
export function LiveAuctionEntry() {
  const { id } = route.useParams();
  const buyerId = useAtomValue(sessionUserAtom)?.id ?? null;
  const askSignIn = useAskSignIn();
  const auction = useAuctionRegistration(id).data?.auction_details;
  if (!auction) return null;
  return (
    <>
      <LiveRegistration
        auctionId={id}
        buyerId={buyerId}
        onLogin={askSignIn}
        roomHref={liveRoomHref(id, buyerId)}
        surface="lots"
      />
      <AuctionCalendar auctionId={id} roomUrl={new URL(liveRoomHref(id, null), window.location.href).href} />
      <LiveAuctionAlert auction={auction} />
    </>
  );
}
