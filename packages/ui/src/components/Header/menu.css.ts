import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const appear = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.xsmall}))` },
  to: { opacity: 1, transform: 'none' },
});

/** The drop-down panel of the store sub-menus and the profile menu. */
export const content = style({
  zIndex: 30,
  minWidth: '14rem',
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} ${vars.transition.fast}` },
  },
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    minHeight: '40px',
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted], &[data-state="open"]': {
        backgroundColor: vars.color.surfaceSunken,
        color: vars.color.brand,
      },
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
      },
      '&[aria-current="page"]': {
        fontWeight: vars.fontWeight.strong,
        boxShadow: `inset ${vars.focusRingWidth} 0 0 ${vars.color.accent}`,
      },
    },
  },
  variants: {
    emphasis: {
      regular: {},
      overview: { fontWeight: vars.fontWeight.strong, color: vars.color.brand },
    },
  },
  defaultVariants: { emphasis: 'regular' },
});

export type MenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const separator = style({
  height: '1px',
  margin: `${vars.space.xsmall} 0`,
  backgroundColor: vars.color.border,
});

export const itemIcon = style({ flexShrink: 0, color: vars.color.textMuted });
