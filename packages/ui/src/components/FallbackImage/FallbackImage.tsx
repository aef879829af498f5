import { useState } from 'react';
import { useProductImageSrc } from '../ImageHostProvider';
import * as styles from './FallbackImage.css';

export interface FallbackImageProps extends styles.FrameVariants {
  /** The picture: a file name on the image host (the API's `avatar`, `file_name`) or a full address. */
  src?: string | undefined;
  alt: string;
  /** The store's logo, shown when the image is missing or broken; a coin mark when that fails too. */
  fallbackSrc?: string | undefined;
}

/** The text alternative while the logo stands in for the real image. */
export const IMAGE_UNAVAILABLE = 'Image unavailable';

/** A lot or auction image that falls back to the logo when it is missing or fails to load. */
export function FallbackImage({ src: file, alt, fallbackSrc, ratio }: FallbackImageProps) {
  const src = useProductImageSrc(file);
  const [broken, setBroken] = useState<readonly string[]>([]);
  const current = [src, fallbackSrc].find((candidate) => candidate && !broken.includes(candidate));
  const showingFallback = current !== src;

  return (
    <span className={styles.frame({ ratio })} data-state={showingFallback ? 'fallback' : 'image'}>
      {current ? (
        <img
          key={current}
          className={styles.image}
          src={current}
          alt={showingFallback ? IMAGE_UNAVAILABLE : alt}
          loading="lazy"
          onError={() => setBroken((previous) => [...previous, current])}
        />
      ) : (
        <svg className={styles.logo} viewBox="0 0 32 32" role="img" aria-label={IMAGE_UNAVAILABLE}>
          <circle className={styles.coinFace} cx="16" cy="16" r="15" />
          <circle className={styles.coinRing} cx="16" cy="16" r="11.5" />
          <path
            className={styles.coinStar}
            d="m16 9 2.1 4.6 5 .5-3.8 3.3 1.1 4.9-4.4-2.6-4.4 2.6 1.1-4.9-3.8-3.3 5-.5z"
          />
        </svg>
      )}
    </span>
  );
}

FallbackImage.displayName = 'FallbackImage';
