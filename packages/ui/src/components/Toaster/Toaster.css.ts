import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * Top centre: near the eye line, and clear of the corners where a side drawer's close button and the account menu sit
 * (at the top right, a bid's toasts covered the lot drawer's title and its close button for their 5 s).
 */
export const region = style({
  position: 'fixed',
  zIndex: 1300,
  top: vars.space.medium,
  left: '50%',
  transform: 'translateX(-50%)',
  width: `min(24rem, calc(100vw - ${vars.space.xlarge}))`,
  pointerEvents: 'none',
  '@media': {
    [atMost('phone')]: {
      top: vars.space.small,
      left: vars.space.small,
      transform: 'none',
      width: `calc(100vw - ${vars.space.medium})`,
    },
  },
});

export const list = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const toneColours = (tone: 'positive' | 'critical' | 'caution' | 'info') => ({
  backgroundColor: vars.tone[tone].background,
  borderColor: vars.tone[tone].border,
  color: vars.tone[tone].foreground,
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
    border: '1px solid',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.medium,
    pointerEvents: 'auto',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    tone: {
      success: toneColours('positive'),
      error: toneColours('critical'),
      warning: toneColours('caution'),
      info: toneColours('info'),
    },
  },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = style({ flexShrink: 0, marginTop: `calc(${vars.space.xsmall} + ${vars.space.xxsmall})` });

export const copy = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingTop: vars.space.xsmall,
});

export const title = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const dismiss = style({ flexShrink: 0 });
