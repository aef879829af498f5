import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { scrollingRow, scrollingRowFrame } from '../../theme/scrollingRow.css';

export const listFrame = style([scrollingRowFrame]);

export const list = style([
  scrollingRow,
  { display: 'flex', gap: vars.space.xsmall, borderBottom: `1px solid ${vars.color.border}` },
]);

export const trigger = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
      borderRadius: vars.radius.small,
    },
    '&:disabled': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingTop: vars.space.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});
