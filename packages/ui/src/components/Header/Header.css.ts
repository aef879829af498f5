import { style } from '@vanilla-extract/css';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"brand search account" "nav nav nav"',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large} 0`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [atMost('mobile')]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"brand menu" "search search" "panel panel"',
      columnGap: vars.space.medium,
      rowGap: vars.space.small,
      padding: `${vars.space.small} ${vars.space.medium}`,
    },
  },
});

export const brandLink = style({
  gridArea: 'brand',
  justifySelf: 'start',
  minWidth: 0,
  display: 'inline-flex',
  borderRadius: vars.radius.small,
  textDecoration: 'none',
});

export const search = style({
  gridArea: 'search',
  justifySelf: 'center',
  width: '100%',
  maxWidth: '36rem',
  '@media': {
    [atMost('mobile')]: { maxWidth: 'none' },
  },
});

export const menuButton = style({
  gridArea: 'menu',
  display: 'none',
  '@media': {
    [atMost('mobile')]: { display: 'block' },
  },
});

/** Above the mobile breakpoint the panel's navigation sits in the header grid; at or below it collapses. */
export const panel = style({
  display: 'contents',
  '@media': {
    [atMost('mobile')]: {
      gridArea: 'panel',
      display: 'block',
      paddingBlock: vars.space.small,
      borderTop: `1px solid ${vars.color.border}`,
      selectors: {
        '&[data-state="closed"]': { display: 'none' },
      },
    },
  },
});
