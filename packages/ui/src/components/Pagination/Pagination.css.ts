import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  fontFamily: vars.font.numeric,
});

/** The full list shows above the phone breakpoint, the compact one (fewer pages) at 600 px or less. */
export const list = recipe({
  base: {
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.xsmall,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  variants: {
    layout: {
      full: {
        display: 'flex',
        '@media': { [atMost('phone')]: { display: 'none' } },
      },
      compact: {
        display: 'none',
        '@media': { [atMost('phone')]: { display: 'flex' } },
      },
    },
  },
});

export type ListVariants = NonNullable<RecipeVariants<typeof list>>;

/** A page number or a previous/next step; `data-state="current"` marks the page shown. */
export const control = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '40px',
    height: '40px',
    padding: `0 ${vars.space.small}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
    selectors: {
      '&:hover:not(:disabled):not([data-state="current"])': {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.brand,
      },
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&[data-state="current"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        fontWeight: vars.fontWeight.strong,
        cursor: 'default',
      },
      '&:disabled': {
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      [atMost('phone')]: { minWidth: '44px', height: '44px' },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    kind: {
      page: {},
      step: { paddingInline: vars.space.small },
    },
  },
  defaultVariants: { kind: 'page' },
});

export const ellipsis = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  minWidth: '24px',
  height: '40px',
  paddingBottom: vars.space.small,
  color: vars.color.textMuted,
  userSelect: 'none',
});

export const stepIcon = style({
  width: '1rem',
  height: '1rem',
});
