import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Numbers such as amounts and routing numbers read best in tabular figures. */
export const numeric = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
