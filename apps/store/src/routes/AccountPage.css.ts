import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const section = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
