import type { Lot } from '@storefront/api-client';
import { Gallery } from '@storefront/ui';
import { memo } from 'react';
import { useLotPart } from '../api/useLot';
import { lotImages } from '../lotImages';

const pictures = (lot: Lot) => ({ images: lotImages(lot), title: lot.title });

/** The lot's pictures with thumbnails and hover zoom; a bid on the lot leaves it as it is. */
export const LotGallery = memo(function LotGallery({ lotId }: { lotId: number }) {
  const { images, title } = useLotPart(lotId, pictures);
  return <Gallery images={images} label={`Pictures of ${title}`} emptyLabel="No picture of this lot yet" />;
});
