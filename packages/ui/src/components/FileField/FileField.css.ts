import { createVar, style } from '@vanilla-extract/css';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The upload's completion, 0% to 100%, set at run time. */
export const progressValue = createVar();

/** The drop zone; data-state is empty, filled or dragging. */
export const zone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  transition: `border-color ${vars.transition.fast}, background-color ${vars.transition.fast}`,
  selectors: {
    '&[data-state="filled"]': { borderStyle: 'solid', borderColor: vars.color.border },
    '&[data-state="dragging"]': {
      borderColor: vars.tone.info.foreground,
      backgroundColor: vars.tone.info.background,
    },
    '&[data-invalid]': { borderColor: vars.tone.critical.foreground },
    '&[data-disabled]': { backgroundColor: vars.color.disabledSurface, borderColor: vars.color.disabledSurface },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '64px',
  height: '64px',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const previewImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const placeholderIcon = style({
  width: '28px',
  height: '28px',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  flex: '1 1 12rem',
  minWidth: 0,
});

/** Looks like a secondary button; the file input lies over it, invisible, and takes clicks and keyboard focus. */
export const pick = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover:not([data-disabled])': { backgroundColor: vars.color.surfaceSunken },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': {
      borderColor: vars.color.borderStrong,
      color: vars.color.textMuted,
    },
  },
  '@media': {
    [atMost('mobile')]: { minHeight: '44px' },
  },
});

export const fileInput = style({
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

export const fileName = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexBasis: '100%',
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const progressTrack = style({
  flex: '1 1 auto',
  height: '6px',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const progressBar = style({
  width: progressValue,
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `width ${vars.transition.fast}` },
  },
});
