import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The visible code; the native select lies over it, invisible, so the platform picker and keyboard still work. */
export const code = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'stretch',
  flexShrink: 0,
  marginLeft: `calc(${vars.space.small} * -1)`,
  paddingInline: vars.space.small,
  borderRight: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    // Plain text is not exempt from contrast like a disabled control: keep it at 4.5:1 on the disabled surface.
    '[data-disabled] > &': { color: vars.color.textMuted },
  },
});

export const codeSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const chevron = style({
  width: '0.75rem',
  height: '0.75rem',
  color: vars.color.textMuted,
  selectors: {
    '[data-disabled] &': { color: vars.color.disabledText },
  },
});

export const number = style({
  fontVariantNumeric: 'tabular-nums',
});
