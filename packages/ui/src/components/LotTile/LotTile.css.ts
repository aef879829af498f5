import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The whole tile is the link: a picture, the lot number, two lines of title, then the price on a line of its own. Its
 * corners follow the carousel's, which clips what lies outside it: so the focus ring is drawn inside the tile.
 */
export const tile = style({
  display: 'grid',
  gridTemplateRows: 'auto auto auto 1fr',
  gap: vars.space.xsmall,
  height: '100%',
  minWidth: 0,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.focusRingWidth} * -1)`,
    },
  },
});

export const lotNumber = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  selectors: {
    [`${tile}:hover &`]: { textDecoration: 'underline' },
  },
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  alignSelf: 'end',
  columnGap: vars.space.xsmall,
});

export const priceLabel = style({
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const amount = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const status = style({ justifySelf: 'start' });
