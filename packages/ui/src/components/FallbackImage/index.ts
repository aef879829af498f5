export { FallbackImage, IMAGE_UNAVAILABLE, type FallbackImageProps } from './FallbackImage';
