import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Follows the card's layout: a list row on a wide screen puts the box and the button side by side. */
export const form = recipe({
  base: {
    display: 'grid',
    gap: vars.space.small,
    minWidth: 0,
  },
  variants: {
    layout: {
      grid: {},
      mobile: {},
      list: {
        '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
      },
    },
  },
  defaultVariants: { layout: 'grid' },
});

export type FormVariants = NonNullable<RecipeVariants<typeof form>>;

export const input = style({
  width: '100%',
  minHeight: '40px',
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.standard,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[aria-invalid="true"]': { borderColor: vars.tone.critical.foreground },
  },
});

export const message = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.tone.critical.foreground,
  // An empty live region stays in the accessibility tree (so its first message is announced) but takes no room.
  selectors: { '&:empty': { marginTop: `calc(-1 * ${vars.space.small})` } },
});
