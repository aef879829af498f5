import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useLayoutEffect, useRef, useState, type Key, type ReactNode, type RefObject } from 'react';
import { useLanes } from './useLanes';
import { VirtualRow } from './VirtualRow';
import * as styles from './VirtualLotList.css';

export interface VirtualLotListProps<Item> extends styles.ListVariants {
  /** Every lot of the list; only those near the screen are rendered. */
  items: readonly Item[];
  renderItem: (item: Item, index: number) => ReactNode;
  /** A stable key per lot (its id). */
  getKey: (item: Item, index: number) => Key;
  /**
   * The size of one item along the scroll in px, gap included: a vertical row's guessed height (rows are measured),
   * or a horizontal item's width.
   */
  estimateSize: number;
  /** A vertical list puts as many items side by side as fit at this width (px); one per row when left out. */
  minItemWidth?: number | undefined;
  /** How many rows (or items) beyond the screen are kept rendered, so Tab and a quick flick find them there. */
  overscan?: number | undefined;
  'aria-label': string;
}

const DEFAULT_OVERSCAN = 3;

/**
 * A list of lots that renders only what is on screen (and a little around it), so an auction of 2,000 lots shows its
 * first screen as fast as one of 20. Vertical lists flow into as many columns as fit; horizontal ones scroll sideways.
 * The page scrolls it (`scroll="page"`), or it scrolls itself in the box its parent gives it (`scroll="self"`).
 */
export function VirtualLotList<Item>(props: VirtualLotListProps<Item>) {
  return props.orientation === 'horizontal' ? <HorizontalList {...props} /> : <VerticalList {...props} />;
}

function VerticalList<Item>({
  items,
  renderItem,
  getKey,
  estimateSize,
  minItemWidth,
  overscan = DEFAULT_OVERSCAN,
  scroll = 'page',
  'aria-label': label,
}: VirtualLotListProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  const lanes = useLanes(listRef, minItemWidth);
  const rowCount = Math.ceil(items.length / lanes);
  const scrollMargin = useOffsetFromPageTop(listRef, scroll === 'page');
  const options = {
    count: rowCount,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (row: number) => getKey(items[row * lanes]!, row * lanes),
  };
  const pageVirtualizer = useWindowVirtualizer({ ...options, scrollMargin, enabled: scroll === 'page' });
  // eslint-disable-next-line react-hooks/incompatible-library -- skipping this list is right: memoized, the virtualizer's methods go stale
  const selfVirtualizer = useVirtualizer({
    ...options,
    getScrollElement: () => listRef.current,
    enabled: scroll === 'self',
  });
  const virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLDivElement, Element> =
    scroll === 'page' ? pageVirtualizer : selfVirtualizer;
  const margin = scroll === 'page' ? scrollMargin : 0;

  return (
    <div ref={listRef} role="list" aria-label={label} className={styles.list({ scroll })}>
      <div className={styles.track} style={assignInlineVars({ [styles.length]: `${virtualizer.getTotalSize()}px` })}>
        {virtualizer.getVirtualItems().map((row) => (
          <VirtualRow
            key={row.key}
            items={items}
            row={row.index}
            lanes={lanes}
            start={row.start - margin}
            renderItem={renderItem}
            getKey={getKey}
            measure={virtualizer.measureElement}
          />
        ))}
      </div>
    </div>
  );
}

function HorizontalList<Item>({
  items,
  renderItem,
  getKey,
  estimateSize,
  overscan = DEFAULT_OVERSCAN,
  'aria-label': label,
}: VirtualLotListProps<Item>) {
  const listRef = useRef<HTMLDivElement>(null);
  // Each column is exactly `estimateSize` wide (its style says so), so the columns are not measured: measuring each
  // as it mounted forced the page's layout inside the render that mounted them.
  // eslint-disable-next-line react-hooks/incompatible-library -- skipping this list is right: memoized, the virtualizer's methods go stale
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: items.length,
    estimateSize: () => estimateSize,
    overscan,
    getItemKey: (index) => getKey(items[index]!, index),
    getScrollElement: () => listRef.current,
  });
  // The items' width may follow the list's (so many in view): placed again at the new width.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, estimateSize]);
  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      className={styles.list({ orientation: 'horizontal', scroll: 'self' })}
    >
      <div
        className={styles.horizontalTrack}
        style={assignInlineVars({ [styles.length]: `${virtualizer.getTotalSize()}px` })}
      >
        {virtualizer.getVirtualItems().map((column) => (
          <div
            key={column.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={column.index + 1}
            className={styles.column}
            style={assignInlineVars({ [styles.start]: `${column.start}px`, [styles.itemSize]: `${estimateSize}px` })}
          >
            {renderItem(items[column.index]!, column.index)}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Where the list starts on the page, so the page's scroll maps onto its rows; measured again when the page reflows. */
function useOffsetFromPageTop(listRef: RefObject<HTMLElement | null>, enabled: boolean): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const measure = () => setOffset(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef, enabled]);
  return offset;
}
