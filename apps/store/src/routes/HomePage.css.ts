import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
});
