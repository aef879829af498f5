import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const toggle = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, color: vars.tone.critical.foreground },
    '&[data-state="on"]': { borderColor: vars.tone.critical.border, color: vars.tone.critical.foreground },
    '&:focus-visible': { outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const heart = style({
  width: '1.25rem',
  height: '1.25rem',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinejoin: 'round',
  selectors: { '[data-state="on"] > &': { fill: 'currentColor' } },
});
