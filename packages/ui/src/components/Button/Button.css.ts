import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabledText,
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.brandHover } },
      },
      accent: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken } },
      },
      critical: {
        backgroundColor: vars.tone.critical.foreground,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
      },
    },
    size: {
      small: { minHeight: '32px', padding: `0 ${vars.space.small}`, fontSize: vars.fontSize.small },
      medium: { minHeight: '40px', padding: `0 ${vars.space.medium}`, fontSize: vars.fontSize.standard },
      large: { minHeight: '48px', padding: `0 ${vars.space.large}`, fontSize: vars.fontSize.large },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', borderRightColor: 'currentColor', opacity: 0.6 },
  },
});
