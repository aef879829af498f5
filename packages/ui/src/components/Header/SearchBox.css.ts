import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  width: '100%',
});

export const form = style({
  display: 'flex',
  gap: vars.space.xsmall,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.standard,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.brand,
    },
  },
});

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  zIndex: 20,
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const listbox = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.surfaceSunken,
      boxShadow: `inset ${vars.focusRingWidth} 0 0 ${vars.color.accent}`,
      color: vars.color.brand,
    },
  },
});

export const optionTitle = style({ fontSize: vars.fontSize.standard });

export const optionSku = style({
  flexShrink: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const match = style({
  backgroundColor: 'transparent',
  color: 'inherit',
  fontWeight: vars.fontWeight.strong,
});

export const loading = style({
  margin: 0,
  padding: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

globalStyle(`${input}::-webkit-search-cancel-button`, { cursor: 'pointer' });
