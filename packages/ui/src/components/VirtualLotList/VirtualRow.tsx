import { assignInlineVars } from '@vanilla-extract/dynamic';
import { memo, type Key, type ReactNode } from 'react';
import * as styles from './VirtualLotList.css';

interface RowItemsProps<Item> {
  items: readonly Item[];
  row: number;
  lanes: number;
  renderItem: (item: Item, index: number) => ReactNode;
  getKey: (item: Item, index: number) => Key;
}

export interface VirtualRowProps<Item> extends RowItemsProps<Item> {
  /** Where the row starts inside the list, in px. */
  start: number;
  measure: (element: HTMLElement | null) => void;
}

/**
 * One row of a vertical list. While the list scrolls only the rows that come into range render their cards; a row
 * that merely moves (a row above it was measured) moves without rendering its cards again.
 */
function VirtualRowView<Item>({ start, measure, ...rowItems }: VirtualRowProps<Item>) {
  return (
    <div
      role="presentation"
      data-index={rowItems.row}
      ref={measure}
      className={styles.row}
      style={assignInlineVars({ [styles.start]: `${start}px`, [styles.lanes]: String(rowItems.lanes) })}
    >
      <RowItems {...rowItems} />
    </div>
  );
}

function RowItemsView<Item>({ items, row, lanes, renderItem, getKey }: RowItemsProps<Item>) {
  const cards = items.slice(row * lanes, row * lanes + lanes).map((item, offset) => {
    const index = row * lanes + offset;
    return (
      <div
        key={getKey(item, index)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        className={styles.item}
      >
        {renderItem(item, index)}
      </div>
    );
  });
  return <>{cards}</>;
}

const RowItems = memo(RowItemsView) as typeof RowItemsView;
export const VirtualRow = memo(VirtualRowView) as typeof VirtualRowView;
