import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Where an item starts along the scroll, the list's full length and the items per row: known only at run time. */
export const start = createVar();
export const length = createVar();
export const lanes = createVar();
/** A horizontal item's width, its gap included. */
export const itemSize = createVar();

/** The list: the page scrolls it, or it scrolls itself inside the box its parent gives it. */
export const list = recipe({
  base: {
    position: 'relative',
    columnGap: vars.space.medium,
    rowGap: vars.space.medium,
  },
  variants: {
    scroll: {
      page: {},
      self: { height: '100%', overflow: 'auto', overscrollBehavior: 'contain' },
    },
    orientation: {
      vertical: {},
      horizontal: { overflowX: 'auto', overflowY: 'hidden' },
    },
  },
  defaultVariants: { scroll: 'page', orientation: 'vertical' },
});

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;

/** The full length of every item, so the scrollbar tells the truth about a list that renders only a screenful. */
export const track = style({ position: 'relative', width: '100%', height: length });

export const horizontalTrack = style({ position: 'relative', height: '100%', width: length });

/** One row of a vertical list: as many items side by side as fit, the gap below it. */
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  transform: `translateY(${start})`,
  display: 'grid',
  gridTemplateColumns: `repeat(${lanes}, minmax(0, 1fr))`,
  columnGap: vars.space.medium,
  paddingBlockEnd: vars.space.medium,
  boxSizing: 'border-box',
});

/** One item of a horizontal list, the gap after it. */
export const column = style({
  position: 'absolute',
  top: 0,
  left: 0,
  height: '100%',
  width: itemSize,
  transform: `translateX(${start})`,
  paddingInlineEnd: vars.space.medium,
  boxSizing: 'border-box',
});

export const item = style({ minWidth: 0 });
