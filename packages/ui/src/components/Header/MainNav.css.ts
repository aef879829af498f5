import { globalStyle, style } from '@vanilla-extract/css';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const nav = style({
  gridArea: 'nav',
  marginInline: `calc(-1 * ${vars.space.large})`,
  paddingInline: vars.space.large,
  backgroundColor: vars.color.brand,
  '@media': {
    [atMost('mobile')]: { margin: 0, padding: 0, backgroundColor: 'transparent' },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [atMost('mobile')]: { flexDirection: 'column', gap: 0 },
  },
});

/** A main-menu link or sub-menu trigger: light on the navy strip, a plain row in the mobile panel. */
export const navItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: '48px',
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderBottom: `${vars.focusRingWidth} solid transparent`,
  backgroundColor: 'transparent',
  color: vars.color.onBrand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.accentHover },
    '&[aria-current="page"], &[data-active]': { borderBottomColor: vars.color.accent },
    '&[data-state="open"]': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.accent}`,
      outlineOffset: `calc(-1 * ${vars.focusRingWidth})`,
    },
  },
  '@media': {
    [atMost('mobile')]: {
      width: '100%',
      justifyContent: 'space-between',
      padding: `0 ${vars.space.small}`,
      borderBottom: `1px solid ${vars.color.border}`,
      borderLeft: `${vars.focusRingWidth} solid transparent`,
      color: vars.color.text,
      selectors: {
        '&:hover': { borderBottomColor: vars.color.border, backgroundColor: vars.color.surfaceSunken },
        '&[aria-current="page"], &[data-active]': {
          borderBottomColor: vars.color.border,
          borderLeftColor: vars.color.accent,
          color: vars.color.brand,
        },
        '&[data-state="open"]': { backgroundColor: vars.color.surfaceSunken },
        '&:focus-visible': { outlineColor: vars.color.focusRing },
      },
    },
  },
});

globalStyle(`${navItem}[aria-current="page"]`, { fontWeight: vars.fontWeight.strong });

globalStyle(`${navItem} > svg`, {
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `transform ${vars.transition.fast}` },
  },
});

globalStyle(`${navItem}[data-state="open"] > svg`, { transform: 'rotate(180deg)' });
