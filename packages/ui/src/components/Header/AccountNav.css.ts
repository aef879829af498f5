import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const nav = style({
  gridArea: 'account',
  '@media': {
    [atMost('mobile')]: {
      paddingTop: vars.space.medium,
    },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [atMost('mobile')]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});

/** Login, Register for Auction, Dashboard and the profile menu's trigger. */
export const accountItem = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: '40px',
    padding: `0 ${vars.space.medium}`,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    backgroundColor: 'transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
    '@media': {
      [atMost('mobile')]: { width: '100%' },
    },
  },
  variants: {
    variant: {
      plain: {
        color: vars.color.brand,
        selectors: {
          '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surfaceSunken },
          '&[aria-current="page"]': { borderColor: vars.color.accent },
        },
      },
      outlined: {
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: {
          '&:hover, &[data-state="open"]': { backgroundColor: vars.color.surfaceSunken },
        },
      },
      accent: {
        color: vars.color.onAccent,
        backgroundColor: vars.color.accent,
        selectors: {
          '&:hover': { backgroundColor: vars.color.accentHover },
          '&[aria-current="page"]': { borderColor: vars.color.brand },
        },
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export type AccountItemVariants = NonNullable<RecipeVariants<typeof accountItem>>;

/** The buyer's photo in the profile menu's trigger, the size of the icon it replaces. */
export const picture = style({
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
});
