import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

/** Filters beside the results above 991 px; the panel folds into its 'Filters' drawer below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [above('mobile')]: { gridTemplateColumns: '17rem minmax(0, 1fr)' } },
});

export const results = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
});

export const page = style({
  display: 'grid',
  gap: vars.space.large,
});
