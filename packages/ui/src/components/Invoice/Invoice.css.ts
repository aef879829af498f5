import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/* Paper is black on white whatever the theme: these two are the only literal colours, and only in print. */
const ink = '#000';
const paper = '#fff';
const print = 'print';

export const invoice = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '52rem',
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [atMost('smallPhone')]: { padding: vars.space.medium, gap: vars.space.medium },
    [print]: {
      position: 'absolute',
      insetBlockStart: 0,
      insetInlineStart: 0,
      width: '100%',
      maxWidth: 'none',
      padding: 0,
      border: 'none',
      borderRadius: 0,
      boxShadow: 'none',
      backgroundColor: paper,
      color: ink,
    },
  },
});

/* On paper only the invoice shows: the storefront's header, navigation and footer around it are hidden. */
globalStyle(`body:has(${invoice}) *`, { '@media': { [print]: { visibility: 'hidden' } } });
globalStyle(`body:has(${invoice}) ${invoice}, body:has(${invoice}) ${invoice} *`, {
  '@media': { [print]: { visibility: 'visible', color: ink, boxShadow: 'none', textShadow: 'none' } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBottom: vars.space.medium,
  borderBottom: `2px solid ${vars.color.brand}`,
  '@media': { [print]: { borderBottomColor: ink } },
});

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.fontSize.xlarge,
});

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const statusLabel = style({ color: vars.color.textMuted });

export const statusChip = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px solid ${vars.tone.positive.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.tone.positive.background,
  color: vars.tone.positive.foreground,
  fontWeight: vars.fontWeight.strong,
  '@media': { [print]: { borderColor: ink, backgroundColor: paper } },
});

/** Buttons are for the screen. */
export const actions = style({
  display: 'flex',
  gap: vars.space.small,
  '@media': { [print]: { display: 'none' } },
});

export const parties = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.large,
  '@media': {
    [atMost('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [atMost('smallPhone')]: { gap: vars.space.medium },
    [print]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', breakInside: 'avoid' },
  },
});

export const block = style({ display: 'grid', alignContent: 'start', gap: vars.space.xsmall });

export const blockHeading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const address = style({
  display: 'grid',
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.standard,
});

export const partyName = style({ fontWeight: vars.fontWeight.strong });

/** Lots side by side where there is room, one under the other on phones and on paper. */
export const products = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.large,
  '@media': { [print]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const lines = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '@media': { [print]: { breakInside: 'avoid' } },
});

export const caption = style({
  paddingBottom: vars.space.small,
  textAlign: 'start',
  '@media': { [print]: { breakAfter: 'avoid' } },
});

export const lotNumber = style({
  marginInlineEnd: vars.space.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const productTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
});

/** A charge, the discount (negative) or the lot's total. */
export const lineRow = recipe({
  base: {
    borderBottom: `1px solid ${vars.color.border}`,
    '@media': { [print]: { borderBottomColor: ink, breakInside: 'avoid' } },
  },
  variants: {
    kind: {
      charge: {},
      discount: { color: vars.tone.positive.foreground },
      total: {
        borderBottom: 'none',
        borderTop: `2px solid ${vars.color.borderStrong}`,
        fontWeight: vars.fontWeight.strong,
        color: vars.color.brand,
      },
    },
  },
  defaultVariants: { kind: 'charge' },
});

const cell = {
  paddingBlock: vars.space.xsmall,
  paddingInline: 0,
  fontSize: vars.fontSize.small,
} as const;

export const lineLabel = style({ ...cell, textAlign: 'start', fontWeight: 'inherit' });

export const lineAmount = style({ ...cell, textAlign: 'end', fontFamily: vars.font.numeric, whiteSpace: 'nowrap' });

export const grandTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  '@media': {
    [print]: { backgroundColor: paper, color: ink, border: `2px solid ${ink}`, borderRadius: 0, breakInside: 'avoid' },
  },
});

export const grandTotalAmount = style({ fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums' });

export const thanks = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  color: vars.color.brand,
  '@media': { [print]: { breakBefore: 'avoid', breakInside: 'avoid' } },
});
