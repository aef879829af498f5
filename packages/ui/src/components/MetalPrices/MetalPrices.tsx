import { VisuallyHidden } from 'radix-ui';
import { Skeleton } from '../Skeleton';
import {
  formatMetalPrice,
  historySeries,
  METAL_LABELS,
  METALS,
  priceCents,
  priceChange,
  sparklinePoints,
  SPARKLINE_HEIGHT,
  SPARKLINE_WIDTH,
  type Metal,
  type MetalLivePrices,
  type MetalPriceHistoryPoint,
  type PriceChange,
} from './metals';
import { usePriceAnnouncement } from './usePriceAnnouncement';
import * as styles from './MetalPrices.css';

export interface MetalPricesProps extends styles.ListVariants {
  /** The latest spot prices (a metalsLivePrice message); by default the last point of `history`. */
  prices?: MetalLivePrices | null | undefined;
  /** What the change arrows compare with; by default the point before the last in `history`. */
  previous?: MetalLivePrices | null | undefined;
  /** Daily prices, oldest first, drawn as a sparkline per metal. */
  history?: readonly MetalPriceHistoryPoint[] | undefined;
  loading?: boolean | undefined;
  /** Names the strip for assistive technology. */
  label?: string | undefined;
}

const changeWords = { up: 'Up', down: 'Down' } as const;

/**
 * The spot prices of GOLD, SILVER, PLATINUM and PALLADIUM ('-' when missing), each with its
 * change and a sparkline of its history. New prices are announced politely, without moving focus.
 */
export function MetalPrices({
  prices,
  previous,
  history = [],
  loading = false,
  label = 'Metal prices',
  mobileLayout = 'grid',
}: MetalPricesProps) {
  const latest = prices ?? history.at(-1) ?? null;
  const reference = previous ?? history.at(-2) ?? null;
  const current = Object.fromEntries(METALS.map((metal) => [metal, priceCents(latest, metal)])) as Record<
    Metal,
    number | null
  >;
  const announcement = usePriceAnnouncement(loading ? emptySnapshot : current);

  return (
    <section className={styles.root} aria-label={label} aria-busy={loading || undefined}>
      {loading ? <VisuallyHidden.Root>Loading metal prices</VisuallyHidden.Root> : null}
      <ul className={styles.list({ mobileLayout })} tabIndex={mobileLayout === 'scroll' ? 0 : undefined}>
        {METALS.map((metal) =>
          loading ? (
            <li key={metal} className={styles.item} data-metal={metal} data-state="loading">
              <span className={styles.name}>{METAL_LABELS[metal]}</span>
              <Skeleton.Line size="large" width="75%" />
              <Skeleton.Line size="xsmall" width="55%" />
              <Skeleton.Block height="2rem" />
            </li>
          ) : (
            <MetalPrice
              key={metal}
              metal={metal}
              cents={current[metal]}
              change={priceChange(current[metal], priceCents(reference, metal))}
              series={historySeries(history, metal)}
            />
          ),
        )}
      </ul>
      <VisuallyHidden.Root aria-live="polite">{announcement}</VisuallyHidden.Root>
    </section>
  );
}

const emptySnapshot: Record<Metal, null> = { gold: null, silver: null, platinum: null, palladium: null };

interface MetalPriceProps {
  metal: Metal;
  cents: number | null;
  change: PriceChange | null;
  series: readonly number[];
}

function MetalPrice({ metal, cents, change, series }: MetalPriceProps) {
  const direction = change?.direction ?? 'none';
  const points = sparklinePoints(series);

  return (
    <li className={styles.item} data-metal={metal} data-direction={direction}>
      <span className={styles.name}>{METAL_LABELS[metal]}</span>
      <span className={styles.price}>
        {cents === null ? (
          <>
            <span aria-hidden="true">{formatMetalPrice(null)}</span>
            <VisuallyHidden.Root>price not available</VisuallyHidden.Root>
          </>
        ) : (
          formatMetalPrice(cents)
        )}
      </span>
      <span className={styles.change({ direction })}>
        {change ? (
          <>
            <Arrow direction={change.direction} />
            {change.direction === 'unchanged' ? (
              <span>Unchanged</span>
            ) : (
              <>
                <VisuallyHidden.Root>{changeWords[change.direction]} </VisuallyHidden.Root>
                <span>{change.text}</span>
              </>
            )}
          </>
        ) : null}
      </span>
      {points ? (
        <svg
          className={styles.sparkline({ direction })}
          viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          data-points={series.length}
        >
          <polyline points={points} vectorEffect="non-scaling-stroke" />
        </svg>
      ) : (
        <span className={styles.sparklineSpace} aria-hidden="true" />
      )}
    </li>
  );
}

function Arrow({ direction }: { direction: PriceChange['direction'] }) {
  return (
    <svg className={styles.arrow} viewBox="0 0 12 12" aria-hidden="true" focusable="false" data-arrow={direction}>
      {direction === 'up' ? <path d="M6 2 11 9H1z" fill="currentColor" /> : null}
      {direction === 'down' ? <path d="M6 10 1 3h10z" fill="currentColor" /> : null}
      {direction === 'unchanged' ? <rect x="1.5" y="5" width="9" height="2" rx="1" fill="currentColor" /> : null}
    </svg>
  );
}
