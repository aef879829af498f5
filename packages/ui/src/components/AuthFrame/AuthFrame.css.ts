import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(18rem, 2fr) 3fr',
  minHeight: '100vh',
  backgroundColor: vars.color.surfaceSunken,
  '@media': {
    [atMost('mobile')]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'auto 1fr' },
  },
});

export const brandPanel = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  backgroundColor: vars.color.brand,
  backgroundImage: `radial-gradient(circle at 15% 15%, ${vars.color.brandHover}, ${vars.color.brand} 60%)`,
  color: vars.color.onBrand,
  '@media': {
    [atMost('mobile')]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.small,
      padding: `${vars.space.medium} ${vars.space.large}`,
    },
  },
});

export const brandLink = style({
  alignSelf: 'flex-start',
  borderRadius: vars.radius.small,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.accent}`,
      outlineOffset: '4px',
    },
  },
  '@media': {
    [atMost('mobile')]: { alignSelf: 'center' },
  },
});

export const tagline = style({
  maxWidth: '22rem',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onBrand,
  '@media': {
    [atMost('mobile')]: { fontSize: vars.fontSize.small, fontFamily: vars.font.body, maxWidth: 'none' },
    [atMost('phone')]: { display: 'none' },
  },
});

export const accentRule = style({
  width: vars.space.xxlarge,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  '@media': {
    [atMost('mobile')]: { display: 'none' },
  },
});

export const main = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  '@media': {
    [atMost('mobile')]: { alignItems: 'flex-start', padding: vars.space.medium },
  },
});

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    width: '100%',
    padding: vars.space.xlarge,
    backgroundColor: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.medium,
    '@media': {
      [atMost('smallPhone')]: { padding: vars.space.large },
    },
  },
  variants: {
    width: {
      narrow: { maxWidth: '28rem' },
      wide: { maxWidth: '44rem' },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const title = style({
  fontSize: vars.fontSize.xlarge,
});

export const subtitle = style({
  color: vars.color.textMuted,
});

export const footer = style({
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
