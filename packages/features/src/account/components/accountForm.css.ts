import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

/** Short fields side by side from tablet width up (expiry and CVV; city, state and zip). */
export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [above('phone')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))' } },
});

export const avatar = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
});
