import { style } from '@vanilla-extract/css';
import { above, scrollingRow, scrollingRowFrame, vars } from '@storefront/ui';

/** The buyer's desk: its menu beside the page from desktop width up, above it on smaller screens. */
export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: '72rem',
  width: '100%',
  marginInline: 'auto',
  '@media': { [above('mobile')]: { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const main = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const nav = style([
  scrollingRowFrame,
  {
    padding: vars.space.xsmall,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
  },
]);

/** The menu's links: a row that scrolls sideways on smaller screens, a column from desktop width up. */
export const navLinks = style([
  scrollingRow,
  {
    display: 'flex',
    gap: vars.space.xsmall,
    '@media': { [above('mobile')]: { flexDirection: 'column', overflowX: 'visible' } },
  },
]);

export const navLink = style({
  flexShrink: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  ':hover': { backgroundColor: vars.color.surfaceSunken },
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.strong,
    },
  },
});
