import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The picture keeps its 16:9 box in every state, so the room does not jump when the stream comes or goes. */
export const screen = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.brand,
});

export const video = recipe({
  base: { display: 'block', width: '100%', height: '100%', objectFit: 'contain' },
  variants: {
    shown: { true: {}, false: { visibility: 'hidden' } },
  },
});

/** The message over the picture while there is none to show. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  textAlign: 'center',
  color: vars.color.onBrand,
});

export const overlayTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const overlayText = style({ margin: 0, fontSize: vars.fontSize.small });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const live = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    fontWeight: vars.fontWeight.medium,
    '::before': {
      content: '""',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
    },
  },
  variants: {
    state: {
      playing: { color: vars.tone.critical.foreground },
      connecting: { color: vars.color.textMuted },
      offline: { color: vars.color.textMuted },
    },
  },
});

export const viewers = style({ fontFamily: vars.font.numeric, color: vars.color.textMuted });
