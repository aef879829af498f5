import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.medium,
    alignContent: 'start',
    minWidth: 0,
    // As tall as the cards beside it in a carousel or a grid row, so their buttons line up at the bottom.
    height: '100%',
    padding: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
  },
  variants: {
    layout: {
      vertical: { gridTemplateRows: 'auto 1fr' },
      horizontal: {
        '@media': {
          [above('phone')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
        },
      },
    },
  },
  defaultVariants: { layout: 'vertical' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

/** 'View Lots', at the bottom of a card taller than its content. */
export const action = style({ marginTop: 'auto' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const start = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const startTime = style({
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const showMore = style({
  display: 'inline',
  marginLeft: vars.space.xsmall,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
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
