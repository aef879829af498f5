export { Gallery, type GalleryProps } from './Gallery';
export type { GalleryImage } from './types';
