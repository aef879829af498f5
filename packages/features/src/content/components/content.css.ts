import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

/** Cards side by side from tablet width up: reviews, gallery pictures. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [above('phone')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' } },
});

/** A heading with a link at its end ('Our Reviews' … 'View All'). */
export const headingRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});
