import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', minWidth: 0, fontFamily: vars.font.body });

/** Four metals side by side; on phones a 2 x 2 grid or a row that scrolls sideways. */
export const list = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
        borderRadius: vars.radius.medium,
      },
    },
  },
  variants: {
    mobileLayout: {
      grid: {
        '@media': { [atMost('phone')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      },
      scroll: {
        '@media': {
          [atMost('phone')]: {
            display: 'flex',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            overscrollBehaviorX: 'contain',
            paddingBottom: vars.space.xsmall,
          },
        },
      },
    },
  },
  defaultVariants: { mobileLayout: 'grid' },
});

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  '@media': {
    [atMost('phone')]: {
      paddingInline: vars.space.small,
      selectors: {
        [`.${list.classNames.variants.mobileLayout.scroll} > &`]: { flex: '0 0 10.5rem', scrollSnapAlign: 'start' },
      },
    },
  },
});

export const name = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.08em',
  color: vars.color.textMuted,
});

export const price = style({
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** The change against the previous price: arrow, amount and percent, in the direction's tone. */
export const change = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: '1.5em',
    fontFamily: vars.font.numeric,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    direction: {
      up: { color: vars.tone.positive.foreground },
      down: { color: vars.tone.critical.foreground },
      unchanged: { color: vars.color.textMuted },
      none: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { direction: 'none' },
});

export type Direction = NonNullable<NonNullable<RecipeVariants<typeof change>>['direction']>;

export const arrow = style({ flexShrink: 0, width: '1em', height: '1em' });

export const sparkline = recipe({
  base: {
    display: 'block',
    width: '100%',
    height: '2rem',
    marginTop: vars.space.xsmall,
    overflow: 'visible',
    fill: 'none',
    strokeWidth: 1.5,
    strokeLinejoin: 'round',
    strokeLinecap: 'round',
  },
  variants: {
    direction: {
      up: { stroke: vars.tone.positive.foreground },
      down: { stroke: vars.tone.critical.foreground },
      unchanged: { stroke: vars.color.borderStrong },
      none: { stroke: vars.color.borderStrong },
    },
  },
  defaultVariants: { direction: 'none' },
});

/** Keeps the item's height when there is no history to draw. */
export const sparklineSpace = style({ display: 'block', height: '2rem', marginTop: vars.space.xsmall });
