import { createContainer, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { above, atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.medium,
    minWidth: 0,
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    variant: {
      listing: {},
      timed: {},
      live: {
        padding: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.surfaceSunken,
      },
    },
  },
  defaultVariants: { variant: 'listing' },
});

export type BidControlVariants = NonNullable<RecipeVariants<typeof root>>;

/** An amount stays on one line ('US $360.00', not 'US' over '$360.00'); its label wraps instead. */
const amount = style({
  margin: 0,
  whiteSpace: 'nowrap',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

const pair = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

/** Current bid, minimum and the buyer's own maximum, as label and amount pairs. */
export const facts = style({ display: 'grid', gap: vars.space.xsmall, fontSize: vars.fontSize.small });

export const factRow = pair;

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style([amount, { fontWeight: vars.fontWeight.strong, color: vars.color.brand }]);

export const factValueEmphasis = style({ fontSize: vars.fontSize.large });

const bidForm = createContainer('bid-form');

export const form = style({
  display: 'grid',
  gap: vars.space.small,
  containerName: bidForm,
  containerType: 'inline-size',
});

/**
 * The listing's entry and button ('Enter $1,750.00 or more' beside 'Place Maximum Bid') need more room than the lot
 * page's and the room's: they stack by the box's own width, so the lot drawer stacks them on a wide screen too.
 */
const listingStacked = `${bidForm} (max-width: 30rem)`;

const stackedRow = { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.small };
const stackedSlot = { paddingTop: 0 };

/** The entry and its button side by side; stacked on small phones and in a narrow listing box. */
export const entryRow = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: vars.space.small,
    alignItems: 'start',
    '@media': { [atMost('smallPhone')]: stackedRow },
  },
  variants: {
    variant: { listing: { '@container': { [listingStacked]: stackedRow } }, timed: {}, live: {} },
    // A lot card's: stacked in a grid card, side by side in a list row on a wide screen.
    compact: {
      stacked: stackedRow,
      row: { ...stackedRow, '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } } },
    },
  },
});

/** Lines the button up with the input box under the field's label (a compact box shows no label). */
export const submitSlot = recipe({
  base: {
    display: 'grid',
    paddingTop: `calc(${vars.fontSize.small} * ${vars.lineHeight.standard} + ${vars.space.xsmall})`,
    '@media': { [atMost('smallPhone')]: stackedSlot },
  },
  variants: {
    variant: { listing: { '@container': { [listingStacked]: stackedSlot } }, timed: {}, live: {} },
    compact: { true: stackedSlot, false: {} },
  },
});

export const serverError = style({
  margin: 0,
  marginTop: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.tone.critical.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.tone.critical.background,
  color: vars.tone.critical.foreground,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const allIn = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.small,
});

export const allInRow = pair;

export const allInTotalRow = style([
  pair,
  {
    marginTop: vars.space.xxsmall,
    paddingTop: vars.space.xsmall,
    borderTop: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const allInLabel = style({ color: vars.color.textMuted });

export const allInValue = amount;

export const allInTotalLabel = style({ color: vars.color.text });

export const allInTotalValue = style([amount, { color: vars.color.brand }]);

export const confirm = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.tone.caution.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.tone.caution.background,
});

export const confirmTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const confirmText = style({ margin: 0, fontSize: vars.fontSize.small });

export const confirmActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  '@media': {
    [atMost('smallPhone')]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
