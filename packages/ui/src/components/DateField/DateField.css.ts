import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const input = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&::-webkit-calendar-picker-indicator': {
      cursor: 'pointer',
      borderRadius: vars.radius.small,
      padding: vars.space.xxsmall,
    },
    '&::-webkit-calendar-picker-indicator:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:disabled::-webkit-calendar-picker-indicator, &[readonly]::-webkit-calendar-picker-indicator': {
      cursor: 'not-allowed',
      opacity: 0.5,
    },
  },
});
