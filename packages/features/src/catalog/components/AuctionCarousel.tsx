import { useServerClock } from '@storefront/api-client/realtime';
import { AuctionCard, AuctionCardSkeleton, Carousel } from '@storefront/ui';
import { useAuctionListing } from '../api/auctionListing';
import { auctionHref } from './auctionHref';
import * as styles from './Showcase.css';

/** The home carousel shows up to 10 auctions (spec 001 §9). */
export const CAROUSEL_AUCTIONS = 10;
const carouselQuery = { limit: CAROUSEL_AUCTIONS } as const;
const slidesPerView = { base: 3, mobile: 2, phone: 1 } as const;

/** Up to 10 running and coming auctions, each with 'View Lots'. */
export function AuctionCarousel() {
  const listing = useAuctionListing(carouselQuery);
  const clock = useServerClock();
  if (listing.isLoadingError) return null;
  if (listing.isPending) return <AuctionCardSkeleton />;
  const auctions = listing.data.data.slice(0, CAROUSEL_AUCTIONS);
  if (auctions.length === 0) return null;
  return (
    <div className={styles.section}>
      <h2 className={styles.sectionTitle}>Current &amp; Upcoming Auctions</h2>
      <Carousel.Root label="Current and upcoming auctions" slidesPerView={slidesPerView}>
        <Carousel.Viewport>
          {auctions.map((auction) => (
            <Carousel.Slide key={auction.id}>
              <AuctionCard auction={auction} href={auctionHref(auction)} clock={clock} headingLevel={3} />
            </Carousel.Slide>
          ))}
        </Carousel.Viewport>
        <Carousel.Controls>
          <Carousel.Previous label="Previous auctions" />
          <Carousel.Dots label="Choose auctions" />
          <Carousel.Next label="Next auctions" />
        </Carousel.Controls>
      </Carousel.Root>
    </div>
  );
}
