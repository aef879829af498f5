import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  maxWidth: `min(16rem, calc(100vw - ${vars.space.xlarge}))`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  pointerEvents: 'auto',
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${appear} 120ms ease-out` },
  },
});

export const arrow = style({ fill: vars.color.brand });
