import { BidBox, RetractBid, type BidBoxProps } from '@storefront/features/bidding';
import { LotSpotValue } from '@storefront/features/catalog';
import { FavouriteHeart } from '@storefront/features/favourites';
import { LotDrawer, useOnTheBlock } from '@storefront/features/lots';
import { Link } from '@storefront/ui';
import { lotHref } from '../../app/lotHref';
import { liveLotHref, timedLotHref } from '../lotHrefs';

/** The drawer's bid box, closed to a lot on the block (it is bid on in the live room). */
function DrawerBidBox(props: Omit<BidBoxProps, 'variant' | 'onTheBlock'>) {
  return <BidBox {...props} variant="listing" onTheBlock={useOnTheBlock(props.lot)} />;
}

interface AuctionLotDrawerProps {
  lotId: number | null;
  onClose: () => void;
  buyerId: number | null;
  onLogin: () => void;
  /** The auction lots page the lot's page brings the buyer back to; none from search results. */
  place?: { page: number; perPage: number } | undefined;
}

/** The lot opened from a listing (an auction's lots, search results): its bid box, spot value, favourite and its page. */
export function AuctionLotDrawer({ lotId, onClose, buyerId, onLogin, place }: AuctionLotDrawerProps) {
  return (
    <LotDrawer
      lotId={lotId}
      onClose={onClose}
      favourite={(lot) => <FavouriteHeart lotId={lot.id} isFav={lot.isFav} buyerId={buyerId} onLogin={onLogin} />}
      bidBox={(lot) => (
        <>
          <DrawerBidBox lot={lot} buyerId={buyerId} onLogin={onLogin} />
          <RetractBid lot={lot} buyerId={buyerId} />
        </>
      )}
      spotValue={(lot) => <LotSpotValue lot={lot} />}
      lotLink={(lot) => (
        <Link
          href={
            !place
              ? lotHref(lot, buyerId)
              : (lot.con_check === 1 ? liveLotHref : timedLotHref)(lot, buyerId, {
                  ...place,
                  scrollLocation: Math.round(window.scrollY),
                })
          }
        >
          View lot details
        </Link>
      )}
    />
  );
}
