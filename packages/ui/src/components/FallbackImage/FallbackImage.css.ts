import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { imageRatios } from '../../theme/imageRatios';

export const frame = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surfaceSunken,
  },
  variants: {
    ratio: {
      landscape: { aspectRatio: imageRatios.landscape },
      square: { aspectRatio: imageRatios.square },
      banner: { aspectRatio: imageRatios.banner },
    },
  },
  defaultVariants: { ratio: 'landscape' },
});

export type FrameVariants = NonNullable<RecipeVariants<typeof frame>>;

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const logo = style({
  width: '40%',
  maxWidth: '6rem',
  height: 'auto',
});

export const coinFace = style({ fill: vars.color.accent });

export const coinRing = style({ fill: 'none', stroke: vars.color.onAccent, strokeWidth: 1.5 });

export const coinStar = style({ fill: vars.color.onAccent });
