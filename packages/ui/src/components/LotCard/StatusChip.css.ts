import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const toneStyle = (tone: keyof typeof vars.tone) => ({
  borderColor: vars.tone[tone].border,
  backgroundColor: vars.tone[tone].background,
  color: vars.tone[tone].foreground,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    border: '1px solid',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.standard,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      positive: toneStyle('positive'),
      critical: toneStyle('critical'),
      caution: toneStyle('caution'),
      info: toneStyle('info'),
      neutral: { borderColor: vars.color.border, backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
