import { style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const itemHeight = '56px';
const hiddenAboveMobile = { [above('mobile')]: { display: 'none' } };

// The bar is fixed over the page's foot: this keeps that much room at the end of the page, so the footer's last line
// can still be scrolled into view above it.
export const room = style({
  height: `calc(${itemHeight} + 1px + env(safe-area-inset-bottom))`,
  '@media': hiddenAboveMobile,
});

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  paddingBottom: 'env(safe-area-inset-bottom)',
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  '@media': hiddenAboveMobile,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minHeight: itemHeight,
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  borderTop: `${vars.focusRingWidth} solid transparent`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.brand, backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': {
      borderTopColor: vars.color.accent,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.strong,
    },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
    },
  },
});
