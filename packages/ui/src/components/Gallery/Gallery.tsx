import { useId } from 'react';
import { GalleryStage } from './GalleryStage';
import { GalleryThumbnails } from './GalleryThumbnails';
import type { GalleryImage } from './types';
import { useBrokenImages } from './useBrokenImages';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './Gallery.css';

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** The index of the image shown large (controlled). */
  value?: number;
  /** The image shown first when uncontrolled. */
  defaultValue?: number;
  onValueChange?: (index: number) => void;
  /** Names the row of thumbnails. */
  label?: string;
  /** The store's logo, shown where an image is missing or fails to load. */
  logoSrc?: string;
  /** Text alternative of the placeholder when the lot has no image at all. */
  emptyLabel?: string;
}

/** A lot's pictures: the selected one large with hover zoom, thumbnails to pick another. */
export function Gallery({
  images,
  value,
  defaultValue = 0,
  onValueChange,
  label = 'Lot images',
  logoSrc,
  emptyLabel = 'No image available',
}: GalleryProps) {
  const [selected, setSelected] = useControllableState(value, defaultValue, onValueChange);
  const { isBroken, markBroken } = useBrokenImages();
  const id = useId();
  const index = Math.min(Math.max(selected, 0), Math.max(images.length - 1, 0));
  const image = images[index];
  const tabId = (tab: number) => `${id}-tab-${tab}`;
  const hasThumbnails = images.length > 1;

  const select = (next: number) => {
    if (next !== index) setSelected(next);
  };

  return (
    <div className={styles.gallery}>
      <GalleryStage
        id={`${id}-panel`}
        labelledBy={hasThumbnails ? tabId(index) : undefined}
        image={image}
        broken={image ? isBroken(image.src) : false}
        onBroken={markBroken}
        logoSrc={logoSrc}
        emptyLabel={emptyLabel}
      />
      {hasThumbnails ? (
        <GalleryThumbnails
          images={images}
          selectedIndex={index}
          onSelect={select}
          label={label}
          tabId={tabId}
          panelId={`${id}-panel`}
          isBroken={isBroken}
          onBroken={markBroken}
        />
      ) : null}
    </div>
  );
}
