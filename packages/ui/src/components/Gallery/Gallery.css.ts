import { createVar, style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Where the pointer is over the main image, as percentages: the zoom grows from there. */
export const zoomOriginX = createVar();
export const zoomOriginY = createVar();

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const gallery = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
});

export const stage = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  '@media': {
    [above('mobile')]: {
      selectors: { '&[data-zoomable="true"]': { cursor: 'zoom-in' } },
    },
  },
});

const hiddenUntilLoaded = { '&[data-state="loading"]': { visibility: 'hidden' } } as const;

/** Square corners on purpose: a rounded clip over an image rasterises differently from run to run. */
export const frame = style({
  width: '100%',
  height: '100%',
  overflow: 'hidden',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transformOrigin: `${zoomOriginX} ${zoomOriginY}`,
  userSelect: 'none',
  selectors: hiddenUntilLoaded,
  '@media': {
    [above('mobile')]: {
      selectors: { [`${stage}[data-state="zoomed"] &`]: { transform: 'scale(2)' } },
    },
  },
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
});

export const placeholderLogo = style({
  width: '40%',
  height: 'auto',
  maxHeight: '40%',
  objectFit: 'contain',
  opacity: 0.85,
});

export const thumbnailPlaceholderLogo = style({
  width: '70%',
  height: 'auto',
});

export const coinFace = style({ fill: vars.color.accent });
export const coinRing = style({ fill: 'none', stroke: vars.color.onAccent, strokeWidth: 1.5 });
export const coinStar = style({ fill: vars.color.onAccent });

export const thumbnails = style({
  display: 'flex',
  gap: vars.space.small,
  overflowX: 'auto',
  padding: vars.space.xsmall,
  margin: `calc(${vars.space.xsmall} * -1)`,
});

export const thumbnail = style({
  display: 'grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: `calc(${vars.space.xxlarge} + ${vars.space.medium})`,
  aspectRatio: '1 / 1',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[data-state="active"]': { borderColor: vars.color.accent },
    '&:focus-visible': {
      outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const thumbnailImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  selectors: hiddenUntilLoaded,
});
