import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'auto',
  backgroundColor: `color-mix(in srgb, ${vars.color.brand} 55%, transparent)`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} 160ms ease-out` },
  },
});

const maxWidth = createVar();

export const content = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: `calc(100% - ${vars.space.xlarge})`,
    maxWidth,
    maxHeight: `calc(100dvh - ${vars.space.xxlarge})`,
    pointerEvents: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.large,
    outline: 'none',
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${riseIn} 180ms ease-out` },
      [atMost('smallPhone')]: { width: `calc(100% - ${vars.space.medium})`, maxWidth: 'none' },
    },
  },
  variants: {
    size: {
      small: { vars: { [maxWidth]: '26rem' } },
      medium: { vars: { [maxWidth]: '35rem' } },
      large: { vars: { [maxWidth]: '48rem' } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.large} ${vars.space.large} ${vars.space.small}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const closeButton = style({ marginTop: `calc(-1 * ${vars.space.xsmall})`, flexShrink: 0 });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.medium,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      boxShadow: `inset 0 0 0 ${vars.focusRingWidth} ${vars.color.focusRing}`,
    },
  },
});

export const description = style({ color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [atMost('smallPhone')]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
