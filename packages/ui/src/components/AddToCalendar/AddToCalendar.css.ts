import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The button keeps its own width in a grid or a column. */
export const root = style({ display: 'flex' });

export const icon = style({ flexShrink: 0 });

export const options = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minHeight: '44px',
  alignContent: 'center',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.link,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken, textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const hint = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xsmall,
});
