import { createContext, useContext, type ReactNode } from 'react';
import { productImageSrc } from './productImageSrc';

const ImageHostContext = createContext<string | null>(null);

export interface ImageHostProviderProps {
  /** The image host's origin, e.g. 'https://images.example.com'; '' for the storefront's own origin. */
  imageHost: string;
  children: ReactNode;
}

/** Tells ui where the API's image file names (`avatar`, `file_name`) live; given once at the root. */
export function ImageHostProvider({ imageHost, children }: ImageHostProviderProps) {
  return <ImageHostContext.Provider value={imageHost}>{children}</ImageHostContext.Provider>;
}

/** The address of a picture the API names by file; without a provider the name is used as it is. */
export function useProductImageSrc(file: string | undefined): string | undefined {
  return productImageSrc(file, useContext(ImageHostContext));
}
