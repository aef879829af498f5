import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const open = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
});
const close = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
});

export const root = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
});

export const header = style({ margin: 0, fontSize: 'inherit', fontFamily: 'inherit' });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minHeight: '48px',
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
      borderRadius: vars.radius.small,
    },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.transition.fast}`,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const content = style({
  overflow: 'hidden',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': { animation: `${open} 200ms ease-out` },
        '&[data-state="closed"]': { animation: `${close} 200ms ease-out` },
      },
    },
  },
});

export const contentInner = style({
  padding: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.medium}`,
});
