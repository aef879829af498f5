import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Rows turn into cards at 768 px or less. */
const cards = atMost('tablet');

const focusRing = {
  outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  '@media': { [cards]: { display: 'block' } },
});

/** On cards the column headings stay for screen readers only. */
export const head = style({
  '@media': {
    [cards]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@media': { [cards]: { display: 'grid', gap: vars.space.small } },
});

const columnVariants = {
  sku: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  image: { width: '80px' },
  title: { minWidth: '12rem' },
  description: {},
  estimate: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  price: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  bids: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  status: {},
} as const;

export const headerCell = recipe({
  base: {
    padding: `${vars.space.small} ${vars.space.small}`,
    borderBottom: `2px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.brand,
    fontWeight: vars.fontWeight.strong,
    textAlign: 'left',
    whiteSpace: 'nowrap',
  },
  variants: { column: columnVariants },
});

/** `data-state` is 'winning' for the buyer's leading lots, otherwise the lot's market_status. */
export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[data-state="winning"]': { boxShadow: `inset 3px 0 0 ${vars.tone.positive.foreground}` },
  },
  '@media': {
    [cards]: {
      display: 'grid',
      gridTemplateColumns: '64px minmax(0, 1fr)',
      columnGap: vars.space.medium,
      rowGap: vars.space.xsmall,
      padding: vars.space.medium,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      backgroundColor: vars.color.surface,
      selectors: {
        '&[data-state="winning"]': { boxShadow: 'none', borderColor: vars.tone.positive.border },
      },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const cell = recipe({
  base: {
    padding: vars.space.small,
    verticalAlign: 'middle',
    '@media': {
      [cards]: {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: vars.space.small,
        gridColumn: '2',
        padding: 0,
        maxWidth: 'none',
        minWidth: 0,
        textAlign: 'left',
      },
    },
  },
  variants: {
    column: {
      ...columnVariants,
      sku: {
        ...columnVariants.sku,
        color: vars.color.textMuted,
        '@media': { [cards]: { justifyContent: 'flex-start', fontSize: vars.fontSize.xsmall } },
      },
      image: {
        ...columnVariants.image,
        '@media': { [cards]: { gridColumn: '1', gridRow: '1 / span 7', alignSelf: 'start' } },
      },
      title: {
        ...columnVariants.title,
        '@media': { [cards]: { display: 'block' } },
      },
      description: {
        ...columnVariants.description,
        '@media': { [cards]: { display: 'block' } },
      },
      price: {
        ...columnVariants.price,
        fontWeight: vars.fontWeight.strong,
        color: vars.color.brand,
      },
      status: {
        '@media': { [cards]: { display: 'block', selectors: { '&:empty': { display: 'none' } } } },
      },
    },
  },
});

/** The column's name inside a cell, shown on cards only (hidden from screen readers, which have the header). */
export const cellLabel = style({
  display: 'none',
  '@media': {
    [cards]: { display: 'inline', color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
  },
});

export const title = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

/** At most 31 characters, so the preview keeps to one line. */
export const description = style({
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const descriptionTrigger = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const popoverText = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.standard,
});

export const readMore = style({
  justifySelf: 'start',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const priceNote = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.regular,
  '@media': { [cards]: { display: 'none' } },
});

export const thumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  verticalAlign: 'middle',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const placeholder = style({
  width: '32px',
  height: '32px',
  color: vars.color.borderStrong,
});

export const empty = style({
  margin: 0,
  padding: vars.space.xlarge,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  textAlign: 'center',
});
