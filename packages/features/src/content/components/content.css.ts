import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

/** Cards side by side from tablet width up: reviews, gallery pictures. */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [above('phone')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } },
});

/** A heading with a link at its end ('Our Reviews' … 'View All'). */
export const headingRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

/** Filters beside the results from desktop width up. */
export const listing = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [above('mobile')]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const results = style({ display: 'grid', gap: vars.space.medium });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const itemCard = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const itemTitle = style({ fontSize: vars.fontSize.standard, margin: 0 });

export const itemMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const itemPrice = style({ margin: 0, fontWeight: vars.fontWeight.strong, fontFamily: vars.font.numeric });
