import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.medium,
  backgroundColor: vars.color.surface,
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minHeight: '16rem',
  maxHeight: '28rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.small,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.small,
});

export const message = style({
  display: 'grid',
  gap: vars.space.xsmall,
  maxWidth: '80%',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  alignSelf: 'flex-start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-mine]': { alignSelf: 'flex-end', backgroundColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const meta = style({ fontSize: vars.fontSize.small, opacity: 0.8 });

export const composer = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
});
