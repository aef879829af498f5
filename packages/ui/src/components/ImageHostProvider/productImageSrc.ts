/** Where the image host keeps lot and auction pictures (the spec: "under the uploads/product path"). */
export const PRODUCT_IMAGE_PATH = '/uploads/product/';

const isAddress = (value: string) => /^(?:[a-z][a-z\d+.-]*:|\/)/i.test(value);

/**
 * The address of a lot's or auction's picture as the API names it (`avatar`, `file_name`): a bare
 * file name lives under the image host's product path; a full address is kept as it is.
 */
export function productImageSrc(file: string | undefined, imageHost: string | null): string | undefined {
  if (!file) return undefined;
  if (imageHost === null || isAddress(file)) return file;
  return `${imageHost.replace(/\/+$/, '')}${PRODUCT_IMAGE_PATH}${file}`;
}
