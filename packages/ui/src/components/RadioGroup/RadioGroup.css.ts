import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    gap: vars.space.small,
  },
  variants: {
    orientation: {
      horizontal: {
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space.large,
        '@media': { [atMost('smallPhone')]: { flexDirection: 'column', rowGap: vars.space.small } },
      },
      vertical: { flexDirection: 'column' },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

export type RadioGroupVariants = NonNullable<RecipeVariants<typeof root>>;

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  marginTop: '2px',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  transition: `border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '[aria-invalid="true"] &': { borderColor: vars.tone.critical.foreground },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.disabledSurface,
      borderColor: vars.color.borderStrong,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const indicator = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  selectors: {
    '&[data-disabled]': { backgroundColor: vars.color.disabledText },
  },
});

export const itemLabel = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '[data-disabled] + &': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
