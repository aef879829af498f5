import { above, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignContent: 'start',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const list = style({ display: 'grid', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' });

/** Picture beside the facts from tablet width up; one column on a phone. */
export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  '@media': { [above('mobile')]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto' } },
});

export const facts = style({ display: 'grid', gap: vars.space.xsmall, alignContent: 'start', minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const amounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const amount = style({ display: 'grid', gap: vars.space.xxsmall });

export const amountLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const amountValue = style({ margin: 0, fontFamily: vars.font.numeric, fontWeight: vars.fontWeight.strong });

export const side = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
  alignContent: 'start',
  gridColumn: '1 / -1',
  '@media': { [above('mobile')]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});

export const status = style({
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  border: '1px solid',
  color: vars.tone.info.foreground,
  backgroundColor: vars.tone.info.background,
  borderColor: vars.tone.info.border,
  selectors: {
    '&[data-tone="positive"]': {
      color: vars.tone.positive.foreground,
      backgroundColor: vars.tone.positive.background,
      borderColor: vars.tone.positive.border,
    },
    '&[data-tone="critical"]': {
      color: vars.tone.critical.foreground,
      backgroundColor: vars.tone.critical.background,
      borderColor: vars.tone.critical.border,
    },
    '&[data-tone="caution"]': {
      color: vars.tone.caution.foreground,
      backgroundColor: vars.tone.caution.background,
      borderColor: vars.tone.caution.border,
    },
  },
});

/** A link that reads as a button (checkout, invoice). */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.brandHover },
  ':focus-visible': { outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const smallActionLink = style([
  actionLink,
  { minHeight: '32px', padding: `0 ${vars.space.small}`, fontSize: vars.fontSize.small },
]);

export const lotLink = style({ color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
