import { ListingBidBox, RetractBid } from '@storefront/features/bidding';
import { LotSpotValue } from '@storefront/features/catalog';
import { FavouriteHeart } from '@storefront/features/favourites';
import { LotDrawer } from '@storefront/features/lots';
import { Link } from '@storefront/ui';
import { liveLotHref, timedLotHref } from '../lotHrefs';

interface AuctionLotDrawerProps {
  lotId: number | null;
  onClose: () => void;
  buyerId: number | null;
  onLogin: () => void;
  /** Where the lot view's link brings the buyer back to. */
  place: { page: number; perPage: number };
}

/** The lot opened from the auction's lots page: its bid box, spot value, favourite and the link to its page. */
export function AuctionLotDrawer({ lotId, onClose, buyerId, onLogin, place }: AuctionLotDrawerProps) {
  return (
    <LotDrawer
      lotId={lotId}
      onClose={onClose}
      favourite={(lot) => <FavouriteHeart lotId={lot.id} isFav={lot.isFav} buyerId={buyerId} onLogin={onLogin} />}
      bidBox={(lot) => (
        <>
          <ListingBidBox lot={lot} buyerId={buyerId} onLogin={onLogin} />
          <RetractBid lot={lot} buyerId={buyerId} />
        </>
      )}
      spotValue={(lot) => <LotSpotValue lot={lot} />}
      lotLink={(lot) => (
        <Link
          href={
            lot.con_check === 1
              ? liveLotHref(lot, buyerId)
              : timedLotHref(lot, buyerId, { ...place, scrollLocation: Math.round(window.scrollY) })
          }
        >
          View lot details
        </Link>
      )}
    />
  );
}
