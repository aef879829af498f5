import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { themeBase } from '../../theme/base.css';

/**
 * The fixed, full-viewport layer that portalled content lives in. It re-applies the theme
 * (a portal leaves the themed subtree) and lets clicks through except on its content.
 */
export const layer = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    pointerEvents: 'none',
    selectors: { [`${themeBase}&`]: { backgroundColor: 'transparent' } },
  },
  variants: {
    level: {
      modal: { zIndex: 1000 },
      popover: { zIndex: 1100 },
      tooltip: { zIndex: 1200 },
    },
  },
  defaultVariants: { level: 'modal' },
});

export type OverlayLevel = NonNullable<NonNullable<RecipeVariants<typeof layer>>['level']>;
