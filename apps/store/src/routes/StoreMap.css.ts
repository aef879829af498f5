import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

export const map = style({ display: 'grid', gap: vars.space.medium });

export const figure = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  '@media': { [above('phone')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'center' } },
});

export const drawing = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const ground = style({ fill: vars.color.surfaceSunken });
export const river = style({ fill: 'none', stroke: vars.tone.info.foreground, strokeWidth: 10, opacity: 0.35 });
export const street = style({ fill: 'none', stroke: vars.color.surface, strokeWidth: 6 });
export const avenue = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 8 });
export const park = style({ fill: vars.tone.positive.foreground, opacity: 0.25 });
export const pin = style({ fill: vars.color.accent, stroke: vars.color.surface, strokeWidth: 2 });
export const pinDot = style({ fill: vars.color.surface });
