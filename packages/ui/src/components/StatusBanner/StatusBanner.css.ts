import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const toneColours = (tone: 'positive' | 'critical' | 'caution' | 'info') => ({
  backgroundColor: vars.tone[tone].background,
  borderColor: vars.tone[tone].border,
  color: vars.tone[tone].foreground,
});

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.medium}`,
    border: '1px solid',
    borderRadius: vars.radius.medium,
    '@media': {
      [atMost('smallPhone')]: { padding: vars.space.small },
    },
  },
  variants: {
    tone: {
      positive: toneColours('positive'),
      critical: toneColours('critical'),
      caution: toneColours('caution'),
      info: toneColours('info'),
      neutral: {
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type StatusBannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const icon = style({ flexShrink: 0, marginTop: '1px' });

export const copy = style({ minWidth: 0, display: 'grid', gap: vars.space.xxsmall });

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});
