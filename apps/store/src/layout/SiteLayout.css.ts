import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const bar = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.medium} ${vars.space.medium}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const header = style({ backgroundColor: vars.color.brand, color: vars.color.onBrand });

export const brand = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.accent,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', gap: vars.space.medium });

export const navLink = style({ color: vars.color.onBrand, textDecoration: 'none', fontWeight: vars.fontWeight.medium });

export const main = style({ flex: 1, width: '100%', maxWidth: '1200px', margin: '0 auto', padding: vars.space.medium });

export const footer = style({
  backgroundColor: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
