import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useRef, useState, type PointerEvent } from 'react';
import type { GalleryImage } from './types';
import { LogoPlaceholder } from './LogoPlaceholder';
import { LotImage } from './LotImage';
import * as styles from './Gallery.css';

export interface GalleryStageProps {
  id: string;
  /** The tab that names the panel; absent when there is a single image and no thumbnails. */
  labelledBy: string | undefined;
  image: GalleryImage | undefined;
  broken: boolean;
  onBroken: (src: string) => void;
  logoSrc: string | undefined;
  emptyLabel: string;
}

const percentOf = (offset: number, size: number) => (size > 0 ? Math.min(Math.max(offset / size, 0), 1) * 100 : 50);

/** The large image; a mouse over it zooms in around the pointer (wide screens only, by the styles). */
export function GalleryStage({ id, labelledBy, image, broken, onBroken, logoSrc, emptyLabel }: GalleryStageProps) {
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const frameRef = useRef<HTMLDivElement>(null);
  const zoomable = image !== undefined && !broken;

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!zoomable || event.pointerType !== 'mouse') return;
    const rect = (frameRef.current ?? event.currentTarget).getBoundingClientRect();
    setOrigin({
      x: percentOf(event.clientX - rect.left, rect.width),
      y: percentOf(event.clientY - rect.top, rect.height),
    });
    setZoomed(true);
  };

  return (
    <div
      id={id}
      role={labelledBy ? 'tabpanel' : undefined}
      aria-labelledby={labelledBy}
      className={styles.stage}
      data-state={zoomed && zoomable ? 'zoomed' : 'idle'}
      data-zoomable={zoomable}
      style={assignInlineVars({ [styles.zoomOriginX]: `${origin.x}%`, [styles.zoomOriginY]: `${origin.y}%` })}
      onPointerMove={handlePointerMove}
      onPointerLeave={() => setZoomed(false)}
    >
      <div ref={frameRef} className={styles.frame}>
        {zoomable ? (
          <LotImage key={image.src} className={styles.image} src={image.src} alt={image.alt} onBroken={onBroken} />
        ) : (
          <LogoPlaceholder label={image?.alt ?? emptyLabel} logoSrc={logoSrc} />
        )}
      </div>
    </div>
  );
}
