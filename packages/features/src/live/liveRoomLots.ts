import type { Auction, Lot } from '@storefront/api-client';
import { PRODUCT_IMAGE_PATH, type GalleryImage } from '@storefront/ui';

export interface LiveRoomData {
  auction: Auction;
  lots: Lot[];
  current_projectid: number | null;
}

/** The lot on the block: the auction's current lot while it is open. */
export function lotOnBlock(room: LiveRoomData): Lot | undefined {
  const id = room.auction.current_projectid ?? room.current_projectid;
  const lot = room.lots.find((candidate) => candidate.id === id);
  return lot?.market_status === 'open' ? lot : undefined;
}

/** The lots still to be called after the one on the block, in order; a finished lot drops out. */
export const upcomingLots = (room: LiveRoomData, onBlock: Lot | undefined) =>
  room.lots.filter((lot) => lot.market_status === 'open' && lot.id !== onBlock?.id);

const isAddress = (value: string) => /^(?:[a-z][a-z\d+.-]*:|\/)/i.test(value);
const imageSrc = (file: string) => (isAddress(file) ? file : `${PRODUCT_IMAGE_PATH}${file}`);

/** A lot's pictures for the gallery, in the API's order. */
export function lotPictures(lot: Pick<Lot, 'title' | 'lotImages' | 'images' | 'avatar'>): GalleryImage[] {
  const files = lot.lotImages?.map((image) => image.file_name) ?? lot.images ?? (lot.avatar ? [lot.avatar] : []);
  return files.map((file, index) => ({ src: imageSrc(file), alt: `${lot.title}, picture ${index + 1}` }));
}

/** A lot's videos: the API sends them comma-separated. */
export const lotVideoUrls = (lot: Pick<Lot, 'videos'>) =>
  (lot.videos ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
