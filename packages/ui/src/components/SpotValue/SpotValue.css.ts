import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.body,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.numeric,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.fontSize.standard,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    /** A price below the metal's worth is worth pointing out. */
    premium: {
      above: {},
      below: { color: vars.tone.positive.foreground },
    },
  },
  defaultVariants: { premium: 'above' },
});

export type ValueVariants = NonNullable<RecipeVariants<typeof value>>;

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
