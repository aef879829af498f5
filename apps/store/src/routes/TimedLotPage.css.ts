import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', alignItems: 'start' } },
});
