import { style } from '@vanilla-extract/css';
import { above, atMost, vars } from '@storefront/ui';

/** 'Enter Live Auction': a link that reads as the page's main action. */
export const enterLink = style({
  display: 'inline-flex',
  justifyContent: 'center',
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  ':hover': { background: vars.color.accentHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const room = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

/** The lot on the block beside the bid box and the feed; one column on phones. */
export const roomLayout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)', alignItems: 'start' } },
});

export const column = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** The bid box and the feed: first on phones and tablets, so the buyer can bid without scrolling past the pictures. */
export const bidColumn = style([column, { '@media': { [atMost('mobile')]: { order: -1 } } }]);

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, padding: 0, margin: 0 });

export const chip = style({
  listStyle: 'none',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  fontSize: vars.fontSize.small,
});

/** The live feed: the newest message at the bottom, scrolling within its own box. */
export const feed = style({
  display: 'grid',
  gap: vars.space.xsmall,
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: vars.space.small,
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  listStyle: 'none',
});

export const sellerMessage = style({ fontWeight: vars.fontWeight.strong });

export const video = style({ width: '100%', borderRadius: vars.radius.medium, background: vars.color.surfaceSunken });

/** Spans both columns of the room's layout (the lot's title). */
export const fullRow = style({
  gridColumn: '1 / -1',
  margin: 0,
  '@media': { [atMost('mobile')]: { order: -2 } },
});

/** One lot to come in the sideways list: a picture card as wide as the list's item. */
export const upcomingLot = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingInlineEnd: vars.space.small,
  color: 'inherit',
});

export const upcomingControls = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end' });

export const upcomingTitle = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** A grid item as wide as its track, never as wide as the sideways list inside it. */
export const upcoming = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  minWidth: 0,
});
