import { Gallery } from '@storefront/ui';
import { useLot } from '../api/useLot';
import { lotImages } from '../lotImages';

/** The lot's pictures with thumbnails and hover zoom. */
export function LotGallery({ lotId }: { lotId: number }) {
  const { data } = useLot(lotId);
  const lot = data.results;
  return <Gallery images={lotImages(lot)} label={`Pictures of ${lot.title}`} emptyLabel="No picture of this lot yet" />;
}
