import { useLayoutEffect, useRef } from 'react';

const selectedItem = ':scope > [aria-selected="true"], :scope > [aria-current="page"]';

/** The edges of a row past which items are hidden: `start`, `end`, `start end`, or none when everything fits. */
function hiddenEdges(row: HTMLElement) {
  const end = row.scrollWidth - row.clientWidth;
  return [row.scrollLeft > 1 && 'start', row.scrollLeft < end - 1 && 'end'].filter(Boolean).join(' ');
}

/** Scrolls the row, not the page, so that its selected item is in view clear of the row's scroll padding. */
function revealSelected(row: HTMLElement) {
  const item = row.querySelector<HTMLElement>(selectedItem);
  if (!item) return;
  const padding = parseFloat(getComputedStyle(row).scrollPaddingInlineEnd) || 0;
  const overshoot = item.getBoundingClientRect().right - (row.getBoundingClientRect().right - padding);
  if (overshoot > 0) row.scrollLeft += overshoot;
}

/**
 * For a row that scrolls sideways (`scrollingRow` styles): starts with its selected item (`aria-selected` or
 * `aria-current="page"`) in view, and marks in `data-more` the edges past which items are hidden, for its styles to
 * fade them.
 */
export function useScrollingRow<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useLayoutEffect(() => {
    const row = ref.current;
    if (!row) return undefined;
    // A row mounted hidden (display: none) has no size to scroll by, and one hidden after loses its scroll position:
    // each time it is shown again it starts with its selected item in view.
    let shown = false;
    const update = () => {
      if (row.clientWidth === 0) shown = false;
      else if (!shown) {
        shown = true;
        revealSelected(row);
      }
      const edges = hiddenEdges(row);
      if (edges) row.dataset['more'] = edges;
      else delete row.dataset['more'];
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => row.removeEventListener('scroll', update);
    const observer = new ResizeObserver(update);
    observer.observe(row);
    for (const item of Array.from(row.children)) observer.observe(item);
    return () => {
      row.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);

  return ref;
}
