import { style } from '@vanilla-extract/css';
import { above, atMost, imageRatios, vars } from '@storefront/ui';

export const section = style({ display: 'grid', gap: vars.space.medium });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
});

export const banner = style({
  display: 'block',
  width: '100%',
  aspectRatio: imageRatios.banner,
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const headlineText = style({
  margin: 0,
  maxWidth: '40ch',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
});

export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '2.75rem',
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandHover },
  ':focus-visible': { outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const phone = style({ fontFamily: vars.font.numeric, fontWeight: vars.fontWeight.medium });

/** 'Call us now!' dials at 768 px and wider; below, it is a button to the contact page (spec 001 §2). */
export const wideOnly = style({ '@media': { 'screen and (max-width: 767px)': { display: 'none' } } });
export const narrowOnly = style({ '@media': { 'screen and (min-width: 768px)': { display: 'none' } } });

export const tiles = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tile = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  ':hover': { borderColor: vars.color.borderStrong },
});

export const tileTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large });

/** The whole tile answers the click; the link itself is the title. */
export const tileLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
});

export const tileText = style({ margin: 0, color: vars.color.textMuted });

export const prices = style({ display: 'grid', gap: vars.space.xxsmall });

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  textAlign: 'end',
  '@media': { [atMost('phone')]: { textAlign: 'start' } },
});

export const showcase = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [above('tablet')]: { gap: vars.space.xxlarge } },
});
