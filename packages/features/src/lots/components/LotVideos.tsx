import type { Lot } from '@storefront/api-client';
import { sprinkles } from '@storefront/ui';
import { useLotPart } from '../api/useLot';
import { lotVideos } from '../lotImages';

const videosOf = (lot: Lot) => ({ videos: lotVideos(lot), title: lot.title });

/** The lot's videos, when it has any. */
export function LotVideos({ lotId }: { lotId: number }) {
  const { videos, title } = useLotPart(lotId, videosOf);
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="lot-videos" className={sprinkles({ display: 'grid', gap: 'small' })}>
      <h2 id="lot-videos">Videos</h2>
      {videos.map((src, index) => (
        <video key={src} src={src} controls preload="metadata" aria-label={`${title}, video ${index + 1}`} />
      ))}
    </section>
  );
}
