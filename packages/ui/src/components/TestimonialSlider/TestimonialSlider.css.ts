import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const slider = recipe({
  base: {
    minWidth: 0,
    marginInline: 'auto',
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    /** narrow: one readable column, as beside the contact form; full: the container's width. */
    width: {
      narrow: { maxWidth: '44rem' },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export type SliderVariants = NonNullable<RecipeVariants<typeof slider>>;

export const empty = style({
  margin: 0,
  padding: vars.space.large,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  textAlign: 'center',
  color: vars.color.textMuted,
});
