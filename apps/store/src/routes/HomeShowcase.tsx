import {
  AuctionCarousel,
  BannerSlider,
  HomeHeadline,
  MetalPriceStrip,
  ServiceTiles,
} from '@storefront/features/catalog';
import { storeIdentity } from '../app/storeIdentity';

/** The top of home, loaded after the listing: prices, banners, headline, the auctions carousel and the four tiles. */
export function HomeShowcase() {
  return (
    <>
      <MetalPriceStrip />
      <BannerSlider storeName={storeIdentity.name} />
      <HomeHeadline headline={storeIdentity.headline} phone={storeIdentity.phone} />
      <AuctionCarousel />
      <ServiceTiles />
    </>
  );
}
