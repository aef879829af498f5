import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const toolbar = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: vars.space.medium,
    paddingBlock: vars.space.small,
    backgroundColor: vars.color.surface,
    fontFamily: vars.font.body,
  },
  variants: {
    /** Stays at the top of the scrolling page, as on the auction lots page. */
    sticky: {
      true: {
        position: 'sticky',
        top: 0,
        zIndex: 1,
        borderBottom: `1px solid ${vars.color.border}`,
      },
      false: {},
    },
  },
  defaultVariants: { sticky: false },
});

export type ToolbarVariants = NonNullable<RecipeVariants<typeof toolbar>>;

export const count = style({
  margin: 0,
  paddingBottom: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  '@media': {
    [atMost('phone')]: { flexBasis: '100%', paddingBottom: 0 },
  },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  '@media': {
    [atMost('phone')]: { flexBasis: '100%', flexWrap: 'nowrap', gap: vars.space.small },
  },
});

export const select = recipe({
  base: {
    '@media': {
      [atMost('phone')]: { flex: '1 1 0', minWidth: 0, width: 'auto' },
    },
  },
  variants: {
    field: {
      pageSize: { width: '9.5rem' },
      sort: { width: '9rem' },
    },
  },
});

export const viewToggle = style({
  display: 'inline-flex',
  flexShrink: 0,
  padding: vars.space.xxsmall,
  gap: vars.space.xxsmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

/** Radix Toggle sets `data-state="on"` on the pressed view. */
export const viewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '34px',
  height: '34px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover:not([data-state="on"])': { backgroundColor: vars.color.surfaceSunken, color: vars.color.brand },
    '&[data-state="on"]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [atMost('mobile')]: { width: '38px', height: '38px' },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const viewIcon = style({
  width: '1rem',
  height: '1rem',
});
