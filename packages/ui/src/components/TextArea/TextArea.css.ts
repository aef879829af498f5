import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The box grows with the entry: the entry fills it from top to bottom, and keyboard focus rings the whole box. */
export const box = style({
  alignItems: 'stretch',
  selectors: {
    '&:has(textarea:focus-visible)': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const textarea = recipe({
  base: {
    flex: '1 1 auto',
    display: 'block',
    minWidth: 0,
    minHeight: '5.5rem',
    margin: 0,
    padding: `${vars.space.small} ${vars.space.small}`,
    border: 'none',
    borderRadius: vars.radius.medium,
    background: 'transparent',
    color: 'inherit',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    selectors: {
      '&:focus-visible': { outline: 'none' },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
    },
  },
  variants: {
    resize: {
      vertical: { resize: 'vertical' },
      none: { resize: 'none' },
    },
  },
  defaultVariants: { resize: 'vertical' },
});

export type TextAreaVariants = NonNullable<RecipeVariants<typeof textarea>>;

/** '240 / 1,000' under the box, right-aligned; it warns as the limit nears. */
export const counter = recipe({
  base: {
    margin: 0,
    marginTop: vars.space.xsmall,
    textAlign: 'right',
    fontFamily: vars.font.numeric,
    fontSize: vars.fontSize.small,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.standard,
  },
  variants: {
    tone: {
      standard: { color: vars.color.textMuted },
      caution: { color: vars.tone.caution.foreground, fontWeight: vars.fontWeight.medium },
      critical: { color: vars.tone.critical.foreground, fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { tone: 'standard' },
});
