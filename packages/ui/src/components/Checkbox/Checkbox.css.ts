import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A 20 px box centred on the first line of its label; states come from Radix's data-state. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.tone.critical.foreground },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.borderStrong,
      color: vars.color.disabledText,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const indicator = style({
  display: 'flex',
});

export const checkIcon = style({
  width: '14px',
  height: '14px',
});
