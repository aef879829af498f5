import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: 'center',
});
