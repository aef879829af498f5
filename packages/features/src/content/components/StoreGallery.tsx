import { EmptyState, FallbackImage, Skeleton, sprinkles } from '@storefront/ui';
import { useStoreDetails } from '../api/useStoreDetails';
import * as styles from './content.css';

const PLACEHOLDERS = 3;

/** The store's pictures (its banner images) as a gallery, each whole in the banners' proportions. */
export function StoreGallery({ title = 'Gallery' }: { title?: string | undefined }) {
  const store = useStoreDetails();
  const images = store.data?.banner_image_arr ?? [];
  return (
    <section aria-label={title} className={sprinkles({ display: 'grid', gap: 'medium' })}>
      <h2>{title}</h2>
      {store.error ? (
        <p role="alert">{store.error.message}</p>
      ) : store.isPending ? (
        <Skeleton.Root label="Loading the gallery">
          <div className={styles.cardGrid}>
            {Array.from({ length: PLACEHOLDERS }, (_, position) => (
              <Skeleton.Block key={position} ratio="banner" />
            ))}
          </div>
        </Skeleton.Root>
      ) : images.length === 0 ? (
        <EmptyState kind="data" />
      ) : (
        <div className={styles.cardGrid}>
          {images.map((image, position) => (
            <FallbackImage
              key={image.image_name}
              src={image.image_name}
              alt={`Store picture ${position + 1}`}
              ratio="banner"
            />
          ))}
        </div>
      )}
    </section>
  );
}
