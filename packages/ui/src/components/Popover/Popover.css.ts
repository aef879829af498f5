import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0, transform: 'scale(0.97)' }, to: { opacity: 1, transform: 'none' } });

const maxWidth = createVar();

export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: 'max-content',
    maxWidth: `min(${maxWidth}, calc(100vw - ${vars.space.xlarge}))`,
    maxHeight: 'min(24rem, var(--radix-popover-content-available-height))',
    pointerEvents: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    fontSize: vars.fontSize.small,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': {
      '(prefers-reduced-motion: no-preference)': { animation: `${appear} 140ms ease-out` },
    },
  },
  variants: {
    size: {
      small: { vars: { [maxWidth]: '16rem' } },
      medium: { vars: { [maxWidth]: '24rem' } },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type PopoverContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const title = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.medium} 0`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const body = style({
  minHeight: 0,
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 ${vars.focusRingWidth} ${vars.color.focusRing}` },
  },
});

export const arrow = style({ fill: vars.color.surfaceRaised });
