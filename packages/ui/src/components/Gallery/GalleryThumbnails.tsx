import type { KeyboardEvent } from 'react';
import { CoinMark } from './CoinMark';
import { LotImage } from './LotImage';
import type { GalleryImage } from './types';
import * as styles from './Gallery.css';

export interface GalleryThumbnailsProps {
  images: readonly GalleryImage[];
  selectedIndex: number;
  onSelect: (index: number) => void;
  label: string;
  tabId: (index: number) => string;
  panelId: string;
  isBroken: (src: string) => boolean;
  onBroken: (src: string) => void;
}

const targetIndex = (key: string, from: number, count: number): number | null => {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};

/**
 * A tab list with manual activation: arrow keys, Home and End move the focus, Enter or
 * Space (or a click) shows the focused image.
 */
export function GalleryThumbnails({
  images,
  selectedIndex,
  onSelect,
  label,
  tabId,
  panelId,
  isBroken,
  onBroken,
}: GalleryThumbnailsProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const from = tabs.findIndex((tab) => tab === document.activeElement);
    if (from === -1) return;
    const to = targetIndex(event.key, from, tabs.length);
    if (to === null) return;
    event.preventDefault();
    tabs[to]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.thumbnails} onKeyDown={handleKeyDown}>
      {images.map((image, index) => {
        const selected = index === selectedIndex;
        return (
          <button
            key={`${index}-${image.src}`}
            id={tabId(index)}
            type="button"
            role="tab"
            aria-label={image.alt}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            className={styles.thumbnail}
            onClick={() => onSelect(index)}
          >
            {isBroken(image.src) ? (
              <CoinMark className={styles.thumbnailPlaceholderLogo} />
            ) : (
              <LotImage className={styles.thumbnailImage} src={image.src} alt="" onBroken={onBroken} />
            )}
          </button>
        );
      })}
    </div>
  );
}
