import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Label, control, hint and error on a grid; `inline` puts the control before the label (checkbox). */
export const field = recipe({
  base: {
    display: 'grid',
    columnGap: vars.space.small,
    minWidth: 0,
    fontFamily: vars.font.body,
  },
  variants: {
    layout: {
      stacked: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        gridTemplateAreas: '"label" "control" "hint" "error"',
      },
      inline: {
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        gridTemplateAreas: '"control label" ". hint" ". error"',
        alignItems: 'start',
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export type FieldVariants = NonNullable<RecipeVariants<typeof field>>;

/** The label with the required mark beside it, outside the label so the mark is not part of its text. */
export const labelRow = style({
  gridArea: 'label',
  display: 'flex',
  alignItems: 'baseline',
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  selectors: {
    '[data-disabled] > * > &': { color: vars.color.disabledText },
  },
});

export const inlineLabel = style({
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.standard,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] > * > &': { cursor: 'not-allowed' },
  },
});

export const requiredMark = style({
  marginLeft: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.tone.critical.foreground,
});

export const control = style({
  gridArea: 'control',
  minWidth: 0,
  selectors: {
    '[data-layout="stacked"]:not([data-label-hidden]) > &': { marginTop: vars.space.xsmall },
  },
});

export const hint = style({
  gridArea: 'hint',
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const errorRegion = style({
  gridArea: 'error',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  marginTop: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.standard,
  color: vars.tone.critical.foreground,
});

export const errorIcon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginTop: '0.25em',
});

/** The bordered box around a text-like control and its adornments; states come from data attributes. */
export const box = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: '40px',
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
    selectors: {
      '&:hover:not([data-disabled]):not([data-readonly])': { borderColor: vars.color.brand },
      '&[data-invalid]': { borderColor: vars.tone.critical.foreground },
      '&[data-readonly]': { backgroundColor: vars.color.surfaceSunken, borderStyle: 'dashed' },
      '&[data-disabled]': {
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      [atMost('mobile')]: { minHeight: '44px' },
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    /** `flush` lets a control that draws its own padding (a select) fill the box to its border. */
    padding: {
      standard: { paddingInline: vars.space.small },
      flush: { paddingInline: 0 },
    },
  },
  defaultVariants: { padding: 'standard' },
});

/** Keyboard focus on the box's own control draws the ring around the whole box. */
export const focusRing = style({
  selectors: {
    '&:has(:is(input, select):focus-visible)': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** A bare control inside the box: the box draws border and focus. */
export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  padding: `0 ${vars.space.xsmall}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const adornment = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '[data-disabled] > &': { color: vars.color.disabledText },
  },
});
