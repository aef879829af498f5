import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

export const page = style({ display: 'grid', gap: vars.space.large });

export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)', alignItems: 'start' } },
});

export const side = style({ display: 'grid', gap: vars.space.medium });

/** The way back to the auction and, on the same line, its previous and next lot (no line of their own to push in). */
export const wayAround = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.medium,
});
