import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { imageRatios } from '../../theme/imageRatios';

/** Run-time sizes of a placeholder, set with `assignInlineVars`. */
export const widthVar = createVar();
export const heightVar = createVar();

const sweep = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

/** One placeholder shape; the shimmer sweeps across it unless the user asks for reduced motion. */
export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    width: widthVar,
    maxWidth: '100%',
    height: heightVar,
    backgroundColor: vars.color.disabledSurface,
    backgroundImage: `linear-gradient(90deg, ${vars.color.disabledSurface} 25%, ${vars.color.surfaceSunken} 50%, ${vars.color.disabledSurface} 75%)`,
    backgroundSize: '200% 100%',
    backgroundPosition: '100% 0',
    animation: `${sweep} 1.6s ease-in-out infinite`,
    vars: { [widthVar]: '100%', [heightVar]: 'auto' },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
    },
  },
  variants: {
    shape: {
      /** A line of text: 1em tall with half-leading above and below, like a line at line-height 1.5. */
      line: { marginBlock: '0.25em', borderRadius: vars.radius.small, vars: { [heightVar]: '1em' } },
      block: { borderRadius: vars.radius.medium, vars: { [heightVar]: '2.5rem' } },
      circle: { height: widthVar, borderRadius: vars.radius.full, vars: { [widthVar]: '2.5rem' } },
    },
    /** The text a line stands in for. */
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall },
      small: { fontSize: vars.fontSize.small },
      standard: { fontSize: vars.fontSize.standard },
      large: { fontSize: vars.fontSize.large },
    },
    /** A block that keeps an image's proportions instead of a height. */
    ratio: {
      none: {},
      landscape: { height: 'auto', aspectRatio: imageRatios.landscape },
      square: { height: 'auto', aspectRatio: imageRatios.square },
      banner: { height: 'auto', aspectRatio: imageRatios.banner },
    },
  },
  defaultVariants: { shape: 'line', size: 'standard', ratio: 'none' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

/** The busy container: composed skeletons and anything wrapped in `Skeleton.Root`. */
export const root = style({ minWidth: 0 });

export const stack = style({
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
  alignContent: 'start',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: 0,
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
