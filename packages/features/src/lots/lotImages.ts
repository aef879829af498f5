import type { Lot } from '@storefront/api-client';
import { PRODUCT_IMAGE_PATH, type GalleryImage } from '@storefront/ui';

const isAddress = (value: string) => /^(?:[a-z][a-z\d+.-]*:|\/)/i.test(value);

/** The address of a picture the API names by file (same-origin image host, under the product path). */
export const imageSrc = (file: string) => (isAddress(file) ? file : `${PRODUCT_IMAGE_PATH}${file}`);

/** A lot's pictures for the gallery, in the API's order, each named by its place. */
export function lotImages(lot: Pick<Lot, 'title' | 'lotImages' | 'images' | 'avatar'>): GalleryImage[] {
  const files = lot.lotImages?.map((image) => image.file_name) ?? lot.images ?? (lot.avatar ? [lot.avatar] : []);
  return files.map((file, index) => ({ src: imageSrc(file), alt: `${lot.title}, picture ${index + 1}` }));
}

/** The lot's videos: the API sends them comma-separated. */
export const lotVideos = (lot: Pick<Lot, 'videos'>) =>
  (lot.videos ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
