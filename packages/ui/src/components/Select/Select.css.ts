import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const box = style({
  position: 'relative',
});

/** The native select fills the box; its own arrow is replaced by the chevron below. */
export const select = style({
  appearance: 'none',
  width: '100%',
  paddingRight: `calc(${vars.space.small} * 2 + 0.75rem)`,
  paddingLeft: `calc(${vars.space.small} + ${vars.space.xsmall})`,
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
  },
});

globalStyle(`${select} option`, { color: vars.color.text });

export const chevron = style({
  position: 'absolute',
  right: vars.space.small,
  top: '50%',
  width: '0.75rem',
  height: '0.75rem',
  marginTop: '-0.375rem',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
  },
});
