import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The toggle sits inside the box at its end; the box keeps its padding on the entry's side. */
export const toggle = style({
  display: 'flex',
  flexShrink: 0,
  marginRight: `calc(${vars.space.xsmall} * -1)`,
});

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
});
