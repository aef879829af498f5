import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const mobileLayout: StyleRule = {
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gridTemplateAreas: '"media header" "facts facts" "actions actions"',
  alignItems: 'start',
  padding: vars.space.small,
};

export const card = recipe({
  base: {
    display: 'grid',
    gap: vars.space.small,
    columnGap: vars.space.medium,
    minWidth: 0,
    padding: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
  },
  variants: {
    layout: {
      grid: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"media" "header" "facts" "actions"',
        alignContent: 'start',
      },
      list: {
        gridTemplateColumns: '6rem minmax(0, 1.4fr) minmax(11.5rem, 1fr) minmax(0, 2fr)',
        gridTemplateAreas: '"media header facts actions"',
        alignItems: 'center',
        '@media': { [atMost('mobile')]: mobileLayout },
      },
      mobile: mobileLayout,
    },
  },
  defaultVariants: { layout: 'grid' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const media = style({ gridArea: 'media', minWidth: 0 });

export const header = style({
  gridArea: 'header',
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const topRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const lotNumber = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const favourite = style({ marginLeft: 'auto' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const titleButton = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});

export const facts = style({
  gridArea: 'facts',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
  minWidth: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const estimateFact = style({ gridColumn: '1 / -1' });

export const factLabel = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const factValue = style({
  margin: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const price = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
});

export const actions = style({
  gridArea: 'actions',
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  alignItems: 'start',
  selectors: {
    // The lot closed in front of the buyer and the card kept the bid box's room: the room becomes a quiet panel with
    // the closing notice in its middle, rather than the notice at its top above an empty space.
    '&[data-held]': {
      alignContent: 'center',
      padding: vars.space.small,
      borderRadius: vars.radius.medium,
      background: vars.color.surfaceSunken,
    },
  },
});

/** Why the lot on the block takes no bid from its card. */
export const liveNow = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.tone.info.foreground,
});
