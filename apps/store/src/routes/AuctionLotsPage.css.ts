import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

export const page = style({ display: 'grid', gap: vars.space.large });

/** The search and results toolbar stay at the top while the lots scroll. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  backgroundColor: vars.color.surface,
  '@media': { [above('tablet')]: { position: 'sticky', top: 0, zIndex: 1 } },
});
