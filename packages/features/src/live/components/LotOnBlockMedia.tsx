import type { Lot } from '@storefront/api-client';
import { Gallery } from '@storefront/ui';
import { lotPictures, lotVideoUrls } from '../liveRoomLots';
import * as styles from './live.css';

/** The pictures and videos of the lot on the block. */
export function LotOnBlockMedia({ lot }: { lot: Lot }) {
  const videos = lotVideoUrls(lot);
  return (
    <div className={styles.column}>
      <Gallery images={lotPictures(lot)} label={`Pictures of ${lot.title}`} emptyLabel="No picture of this lot yet" />
      {videos.map((src, index) => (
        <video
          key={src}
          className={styles.video}
          src={src}
          controls
          preload="metadata"
          aria-label={`${lot.title}, video ${index + 1}`}
        />
      ))}
    </div>
  );
}
