import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
});

export const contact = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '40rem',
});
