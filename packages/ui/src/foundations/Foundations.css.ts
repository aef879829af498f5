import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: '72rem',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const note = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48rem' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.small} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const code = style({
  fontFamily: 'ui-monospace, "DejaVu Sans Mono", monospace',
  fontSize: vars.fontSize.xsmall,
  overflowWrap: 'anywhere',
});

export const pairs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, margin: 0, padding: 0 });

export const pair = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: '16rem' });

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.medium,
});

export const swatch = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.fontSize.small,
});

export const chip = style({
  height: '2rem',
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  marginBottom: vars.space.xsmall,
});

export const sample = style({
  display: 'grid',
  placeItems: 'center',
  width: '6rem',
  height: '2rem',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontWeight: vars.fontWeight.medium,
});

export const bar = style({ height: '1rem', backgroundColor: vars.color.accent, borderRadius: vars.radius.small });

export const box = style({
  width: '5rem',
  height: '3.5rem',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
});
