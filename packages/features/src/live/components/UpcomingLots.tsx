import type { Lot } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { Button, FallbackImage, Link, VirtualLotList } from '@storefront/ui';
import { useRef } from 'react';
import * as styles from './live.css';

export interface UpcomingLotsProps {
  lots: readonly Lot[];
  /** Where a lot of this auction lives (the app knows its routes). */
  hrefForLot: (lot: Pick<Lot, 'id' | 'lotof'>) => string;
}

/** The width of one lot to come, its gap included. */
const UPCOMING_LOT_WIDTH = 200;

/**
 * The lots still to be called, sideways with previous and next. A live auction may hold 2,000 lots: only those near
 * the screen are rendered.
 */
export function UpcomingLots({ lots, hrefForLot }: UpcomingLotsProps) {
  const frame = useRef<HTMLDivElement>(null);
  const turnPage = (direction: 1 | -1) => {
    const list = frame.current?.querySelector<HTMLElement>('[role="list"]');
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
          <div ref={frame} className={styles.upcomingFrame}>
            <VirtualLotList
              orientation="horizontal"
              aria-label="Lots to come"
              items={lots}
              getKey={(lot) => lot.id}
              estimateSize={UPCOMING_LOT_WIDTH}
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
