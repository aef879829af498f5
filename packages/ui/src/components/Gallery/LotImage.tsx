import { useState } from 'react';

export interface LotImageProps {
  className: string;
  src: string;
  alt: string;
  onBroken: (src: string) => void;
}

/**
 * An image that stays invisible until it has loaded, so a broken one never flashes the
 * browser's broken-image icon before the logo placeholder replaces it.
 */
export function LotImage({ className, src, alt, onBroken }: LotImageProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      draggable={false}
      data-state={loaded ? 'loaded' : 'loading'}
      onLoad={() => setLoaded(true)}
      onError={() => onBroken(src)}
    />
  );
}
