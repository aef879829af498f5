import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Slides in view, set per breakpoint at run time (the widest first); each falls back to the one above it. */
export const perViewBase = createVar();
export const perViewDesktop = createVar();
export const perViewMobile = createVar();
export const perViewTablet = createVar();
export const perViewPhone = createVar();
export const perViewSmallPhone = createVar();

const perView = createVar();
const gap = createVar();

const desktop = fallbackVar(perViewDesktop, perViewBase);
const mobile = fallbackVar(perViewMobile, desktop);
const tablet = fallbackVar(perViewTablet, mobile);
const phone = fallbackVar(perViewPhone, tablet);
const smallPhone = fallbackVar(perViewSmallPhone, phone);

export const root = recipe({
  base: {
    vars: { [perView]: perViewBase },
    position: 'relative',
    display: 'grid',
    gap: vars.space.medium,
    minWidth: 0,
    '@media': {
      [atMost('desktop')]: { vars: { [perView]: desktop } },
      [atMost('mobile')]: { vars: { [perView]: mobile } },
      [atMost('tablet')]: { vars: { [perView]: tablet } },
      [atMost('phone')]: { vars: { [perView]: phone } },
      [atMost('smallPhone')]: { vars: { [perView]: smallPhone } },
    },
  },
  variants: {
    /** Space between slides: none for full-bleed banners, a gutter between cards. */
    spacing: {
      none: { vars: { [gap]: vars.space.none } },
      small: { vars: { [gap]: vars.space.small } },
      medium: { vars: { [gap]: vars.space.medium } },
    },
  },
  defaultVariants: { spacing: 'medium' },
});

export type RootVariants = NonNullable<RecipeVariants<typeof root>>;

export const viewport = style({
  overflow: 'hidden',
  minWidth: 0,
  borderRadius: vars.radius.large,
});

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${gap} * -1)`,
  backfaceVisibility: 'hidden',
});

export const slide = style({
  flex: `0 0 calc(100% / ${perView})`,
  minWidth: 0,
  paddingLeft: gap,
  transform: 'translate3d(0, 0, 0)',
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

/** A round icon button: previous, next, play and pause. */
export const control = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: '40px',
    height: '40px',
    padding: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    boxShadow: vars.shadow.small,
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken, borderColor: vars.color.brand },
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.border,
        color: vars.color.disabledText,
        boxShadow: 'none',
      },
    },
  },
  variants: {
    /** inline: in the controls row; start/end: over the slides at their left or right edge. */
    placement: {
      inline: {},
      start: { position: 'absolute', top: '50%', left: vars.space.small, transform: 'translateY(-50%)', zIndex: 1 },
      end: { position: 'absolute', top: '50%', right: vars.space.small, transform: 'translateY(-50%)', zIndex: 1 },
    },
  },
  defaultVariants: { placement: 'inline' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

export const icon = style({ width: '20px', height: '20px', display: 'block' });

export const dots = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 px target around a small dot, so a finger can hit it. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '0',
    },
  },
});

export const dotMark = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    [`${dot}[aria-current="true"] &`]: { backgroundColor: vars.color.brand },
    [`${dot}:hover &`]: { backgroundColor: vars.color.borderStrong },
    [`${dot}[aria-current="true"]:hover &`]: { backgroundColor: vars.color.brand },
  },
});
