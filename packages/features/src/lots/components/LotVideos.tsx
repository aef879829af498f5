import { sprinkles } from '@storefront/ui';
import { useLot } from '../api/useLot';
import { lotVideos } from '../lotImages';

/** The lot's videos, when it has any. */
export function LotVideos({ lotId }: { lotId: number }) {
  const lot = useLot(lotId).data.results;
  const videos = lotVideos(lot);
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="lot-videos" className={sprinkles({ display: 'grid', gap: 'small' })}>
      <h2 id="lot-videos">Videos</h2>
      {videos.map((src, index) => (
        <video key={src} src={src} controls preload="metadata" aria-label={`${lot.title}, video ${index + 1}`} />
      ))}
    </section>
  );
}
