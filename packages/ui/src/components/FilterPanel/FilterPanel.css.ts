import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.body,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.large,
});

export const section = recipe({
  base: {
    selectors: {
      '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    },
  },
  variants: {
    /** In the drawer the sections run edge to edge under the drawer's own padding. */
    placement: {
      inline: { paddingInline: vars.space.medium },
      drawer: { paddingInline: 0 },
    },
  },
  defaultVariants: { placement: 'inline' },
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
});

/** Radix sets `data-state="open"` or `"closed"` on the trigger. */
export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: '48px',
  padding: `${vars.space.small} 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandHover },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  transition: `transform ${vars.transition.fast}`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const content = style({
  paddingBottom: vars.space.medium,
});

/** Long category lists scroll inside their section; the padding keeps focus rings inside the scroll box. */
export const optionList = style({
  display: 'grid',
  gap: vars.space.small,
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  margin: `calc(${vars.space.xsmall} * -1)`,
});

/** Amounts sit side by side; dates stack, as a date input needs most of a sidebar's width. */
export const pair = recipe({
  base: {
    display: 'grid',
    gap: vars.space.small,
  },
  variants: {
    kind: {
      price: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      date: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  },
});

export const priceForm = style({
  display: 'grid',
  gap: vars.space.small,
});

export const priceMessage = style({
  margin: 0,
  marginTop: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.tone.critical.foreground,
});

export const toggleIcon = style({
  width: '1rem',
  height: '1rem',
});
