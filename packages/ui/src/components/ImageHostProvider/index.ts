export { ImageHostProvider, useProductImageSrc, type ImageHostProviderProps } from './ImageHostProvider';
export { PRODUCT_IMAGE_PATH } from './productImageSrc';
