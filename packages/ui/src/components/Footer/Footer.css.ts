import { style } from '@vanilla-extract/css';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const footer = style({
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  padding: `${vars.space.xxlarge} ${vars.space.large} ${vars.space.large}`,
  '@media': {
    [atMost('smallPhone')]: { padding: `${vars.space.xlarge} ${vars.space.medium} ${vars.space.medium}` },
  },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 2fr) repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.xlarge,
  '@media': {
    [atMost('mobile')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [atMost('smallPhone')]: { columnGap: vars.space.medium, rowGap: vars.space.large },
  },
});

export const about = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  '@media': {
    [atMost('mobile')]: { gridColumn: '1 / -1' },
  },
});

export const tagline = style({
  maxWidth: '28rem',
  color: vars.color.onBrand,
  opacity: 0.9,
});

export const heading = style({
  marginBottom: vars.space.small,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.accent,
});

export const contact = style({
  marginTop: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const address = style({
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.standard,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '32px',
  borderRadius: vars.radius.small,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationColor: vars.color.accent },
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.strong, color: vars.color.accent },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.accent}`,
      outlineOffset: '2px',
    },
  },
});

export const phone = style([link, { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong }]);

export const brandLink = style([link, { minHeight: 'auto' }]);

export const bottom = style({
  marginTop: vars.space.xlarge,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.brandHover}`,
  fontSize: vars.fontSize.small,
});
