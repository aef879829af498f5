import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'auto',
  backgroundColor: `color-mix(in srgb, ${vars.color.brand} 45%, transparent)`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 200ms ease-out` },
  },
});

const width = createVar();

export const content = recipe({
  base: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: `min(${width}, 100%)`,
    pointerEvents: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    borderLeft: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.large,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} 240ms ease-out` },
      [atMost('phone')]: { width: '100%', borderLeft: 'none' },
    },
  },
  variants: {
    size: {
      medium: { vars: { [width]: '30rem' } },
      large: { vars: { [width]: '40rem' } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DrawerContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const description = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const closeButton = style({ flexShrink: 0 });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: vars.space.large,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});
