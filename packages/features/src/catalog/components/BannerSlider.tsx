import { BANNER_AUTOPLAY_DELAY_MS, BANNER_TRANSITION_MS, Carousel, Skeleton, useProductImageSrc } from '@storefront/ui';
import { useStoreDetails } from '../api/storeDetails';
import * as styles from './Showcase.css';

/** The store's banners, a new one every 3.5 s with a 1 s transition (spec 001 §9). */
export function BannerSlider({ storeName }: { storeName: string }) {
  const store = useStoreDetails();
  if (store.isPending) {
    return (
      <Skeleton.Root label="Loading the banners">
        <Skeleton.Block height="clamp(8rem, 28vw, 22rem)" />
      </Skeleton.Root>
    );
  }
  const banners = store.data?.banner_image_arr ?? [];
  if (banners.length === 0) return null;
  return (
    <Carousel.Root
      label="Store banners"
      loop
      autoplay
      autoplayDelay={BANNER_AUTOPLAY_DELAY_MS}
      transitionMs={BANNER_TRANSITION_MS}
    >
      <Carousel.Viewport>
        {banners.map((banner, index) => (
          <Carousel.Slide key={banner.image_name}>
            <Banner file={banner.image_name} alt={`${storeName}, banner ${index + 1} of ${banners.length}`} />
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Previous placement="start" />
      <Carousel.Next placement="end" />
      <Carousel.Controls>
        <Carousel.Dots label="Choose banner" />
        <Carousel.PlayPause />
      </Carousel.Controls>
    </Carousel.Root>
  );
}

function Banner({ file, alt }: { file: string; alt: string }) {
  return <img className={styles.banner} src={useProductImageSrc(file)} alt={alt} />;
}
