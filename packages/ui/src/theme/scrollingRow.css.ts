import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

// Wider than a tab's padding and the gap together, so the cut-off item's own text fades, wherever the row breaks.
const fade = `calc(${vars.space.xxlarge} + ${vars.space.medium})`;

/**
 * A row that scrolls sideways when its items do not fit (tabs, a menu on a phone). With `useScrollingRow`, an edge
 * fades out while more items are hidden past it; in a `scrollingRowFrame`, a chevron there points to them.
 */
export const scrollingRow = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  // An item scrolled into view stops clear of the fade.
  scrollPaddingInline: fade,
  selectors: {
    '&[data-more="end"]': { maskImage: `linear-gradient(to right, black calc(100% - ${fade}), transparent)` },
    '&[data-more="start"]': { maskImage: `linear-gradient(to left, black calc(100% - ${fade}), transparent)` },
    '&[data-more="start end"]': {
      maskImage: `linear-gradient(to right, transparent, black ${fade}, black calc(100% - ${fade}), transparent)`,
    },
  },
});

const chevron = {
  content: '""',
  position: 'absolute',
  top: '50%',
  width: vars.space.small,
  height: vars.space.small,
  borderTop: `2px solid ${vars.color.text}`,
  borderRight: `2px solid ${vars.color.text}`,
  pointerEvents: 'none',
} as const;

/** Holds a `scrollingRow` and draws its chevrons, outside the row's fade. */
export const scrollingRowFrame = style({
  minWidth: 0,
  selectors: {
    // Positioned only while it has chevrons: a positioned frame paints over its neighbours (a panel's focus ring).
    [`&:has(> ${scrollingRow}[data-more])`]: { position: 'relative' },
    [`&:has(> ${scrollingRow}[data-more~="start"])::before`]: {
      ...chevron,
      left: vars.space.small,
      transform: 'translateY(-50%) rotate(-135deg)',
    },
    [`&:has(> ${scrollingRow}[data-more~="end"])::after`]: {
      ...chevron,
      right: vars.space.small,
      transform: 'translateY(-50%) rotate(45deg)',
    },
  },
});
