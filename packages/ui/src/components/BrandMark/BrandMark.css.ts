import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const brandMark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    // Where the room is short (a phone's header beside the Menu button) the name wraps rather than run under it.
    minWidth: 0,
    textWrap: 'balance',
  },
  variants: {
    tone: {
      onSurface: { color: vars.color.brand },
      onBrand: { color: vars.color.onBrand },
    },
    size: {
      medium: { fontSize: vars.fontSize.large },
      large: { fontSize: vars.fontSize.xlarge },
    },
  },
  defaultVariants: { tone: 'onSurface', size: 'medium' },
});

export type BrandMarkVariants = NonNullable<RecipeVariants<typeof brandMark>>;

export const logo = style({
  height: '2em',
  width: 'auto',
  flexShrink: 0,
});

export const coinFace = style({ fill: vars.color.accent });

export const coinRing = style({ fill: 'none', stroke: vars.color.onAccent, strokeWidth: 1.5 });

export const coinStar = style({ fill: vars.color.onAccent });
