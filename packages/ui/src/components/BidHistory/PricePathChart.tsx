import { useId } from 'react';
import * as styles from './BidHistory.css';
import { pricePathPoints, pricePathSummary, type PricePathBid } from './pricePath';

export interface PricePathChartProps {
  /** The lot's bids, newest first as the history lists them. */
  bids: readonly PricePathBid[];
}

const BOX = { width: 480, height: 96, inset: 8 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

/** A small line of the lot's price, bid by bid, named by a one-line summary that is announced when it changes. */
export function PricePathChart({ bids }: PricePathChartProps) {
  const summaryId = useId();
  if (bids.length === 0) return null;

  const points = pricePathPoints(bids, BOX);
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area = first && last ? `${line} L${round(last.x)} ${BOX.height} L${round(first.x)} ${BOX.height} Z` : undefined;

  return (
    <figure className={styles.chart} data-part="price-path">
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={summaryId}
        focusable="false"
      >
        <path className={styles.chartArea} d={area} />
        <path className={styles.chartLine} d={line} />
        {points.map((point, index) => (
          <circle
            key={index}
            className={index === points.length - 1 ? styles.chartLastPoint : styles.chartPoint}
            cx={round(point.x)}
            cy={round(point.y)}
            r={index === points.length - 1 ? 4.5 : 3}
          />
        ))}
      </svg>
      <figcaption id={summaryId} className={styles.chartSummary} aria-live="polite">
        {pricePathSummary(bids)}
      </figcaption>
    </figure>
  );
}
PricePathChart.displayName = 'BidHistory.PricePathChart';
