import { above, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignContent: 'start',
  minWidth: 0,
});

/** Two cards a row on a phone, three from tablet width up: six a page. */
export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [above('smallPhone')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [above('mobile')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  alignContent: 'start',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const titleLink = style({ color: 'inherit', textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const price = style({ margin: 0, fontFamily: vars.font.numeric, fontWeight: vars.fontWeight.strong });
