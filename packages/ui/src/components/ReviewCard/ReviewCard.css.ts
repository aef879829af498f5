import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.small,
    minWidth: 0,
    height: '100%',
    boxSizing: 'border-box',
    padding: vars.space.large,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    /** card: a review in a list; quote: a testimonial, centred, the words first. */
    variant: {
      card: {},
      quote: {
        justifyItems: 'center',
        textAlign: 'center',
        gap: vars.space.medium,
        padding: `${vars.space.xlarge} ${vars.space.large}`,
        backgroundColor: vars.color.surfaceSunken,
        boxShadow: 'none',
      },
    },
  },
  defaultVariants: { variant: 'card' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flex: 'none',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  objectFit: 'cover',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
});

export const personText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const meta = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall, lineHeight: 0 });

export const star = style({
  position: 'relative',
  display: 'block',
  width: '20px',
  height: '20px',
  color: vars.color.borderStrong,
});

/** The gold part of a star: all, half or none of it, from the star's `data-fill`. */
export const starFill = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  width: '0%',
  color: vars.color.accent,
  selectors: {
    [`${star}[data-fill="half"] &`]: { width: '50%' },
    [`${star}[data-fill="full"] &`]: { width: '100%' },
  },
});

export const starIcon = style({ display: 'block', width: '20px', height: '20px' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const quoteMessage = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  selectors: {
    '&::before': { content: '"“"', color: vars.color.accent },
    '&::after': { content: '"”"', color: vars.color.accent },
  },
});

export const more = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});

export const placeholder = style({
  display: 'block',
  height: '1rem',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.disabledSurface,
});

export const placeholderShort = style({ width: '40%' });
