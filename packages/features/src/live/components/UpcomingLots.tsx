import type { Lot } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { Button, FallbackImage, Link, LOT_CAROUSEL_SLIDES, useSlidesPerView, VirtualLotList } from '@storefront/ui';
import { useLayoutEffect, useState } from 'react';
import * as styles from './live.css';

export interface UpcomingLotsProps {
  lots: readonly Lot[];
  /** Where a lot of this auction lives (the app knows its routes). */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
}

/** The width of one lot to come, its gap included, until the list's width is known. */
const UPCOMING_LOT_WIDTH = 200;

/** An element's width now, followed as it changes (0 until it is on the page). */
function useWidthOf(element: HTMLElement | null) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The lots still to be called, sideways with previous and next, as many in view as the spec's lot carousels (8; 3 up
 * to 1024 px, 2 up to 600, 1 up to 480). A live auction may hold 2,000 lots: only those near the screen are rendered.
 */
export function UpcomingLots({ lots, hrefForLot }: UpcomingLotsProps) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const inView = useSlidesPerView(LOT_CAROUSEL_SLIDES);
  const frameWidth = useWidthOf(frame);
  const lotWidth = frameWidth > 0 ? Math.floor(frameWidth / inView) : UPCOMING_LOT_WIDTH;
  const turnPage = (direction: 1 | -1) => {
    const list = frame?.querySelector<HTMLElement>('[role="list"]');
    if (!list) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * list.clientWidth, behavior: still ? 'auto' : 'smooth' });
  };
  return (
    <section aria-label="Upcoming lots" className={styles.upcoming}>
      <h2>Upcoming Lots</h2>
      {lots.length === 0 ? (
        <p>No more lots after this one.</p>
      ) : (
        <>
          <div
            ref={setFrame}
            // Its lots are placed absolutely, so the box gives them their height: a lot's square picture (its width
            // less the gaps) and two lines of title and the price under it.
            style={{ height: `calc(${lotWidth}px + 4rem)` }}
          >
            <VirtualLotList
              orientation="horizontal"
              aria-label="Lots to come"
              items={lots}
              getKey={(lot) => lot.id}
              estimateSize={lotWidth}
              renderItem={(lot) => (
                <Link href={hrefForLot(lot)} className={styles.upcomingLot}>
                  <FallbackImage src={lot.avatar} alt="" ratio="square" />
                  <span className={styles.upcomingTitle}>
                    Lot # {lot.sku} {lot.title}
                  </span>
                  <span>{formatMoney(centsFromDollars(lot.wprice) ?? 0)}</span>
                </Link>
              )}
            />
          </div>
          <div className={styles.upcomingControls}>
            <Button variant="secondary" size="small" onClick={() => turnPage(-1)}>
              Previous lots
            </Button>
            <Button variant="secondary" size="small" onClick={() => turnPage(1)}>
              Next lots
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
