import { assignInlineVars } from '@vanilla-extract/dynamic';
import { memo, type Key, type ReactNode } from 'react';
import * as styles from './VirtualLotList.css';

export interface VirtualRowProps<Item> {
  items: readonly Item[];
  row: number;
  lanes: number;
  /** Where the row starts inside the list, in px. */
  start: number;
  renderItem: (item: Item, index: number) => ReactNode;
  getKey: (item: Item, index: number) => Key;
  measure: (element: HTMLElement | null) => void;
}

/**
 * One row of a vertical list. Memoised: while the list scrolls only the rows that come into range render; the rows
 * already on screen keep their cards as they are.
 */
function VirtualRowView<Item>({ items, row, lanes, start, renderItem, getKey, measure }: VirtualRowProps<Item>) {
  return (
    <div
      role="presentation"
      data-index={row}
      ref={measure}
      className={styles.row}
      style={assignInlineVars({ [styles.start]: `${start}px`, [styles.lanes]: String(lanes) })}
    >
      {items.slice(row * lanes, row * lanes + lanes).map((item, offset) => {
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
      })}
    </div>
  );
}

export const VirtualRow = memo(VirtualRowView) as typeof VirtualRowView;
