import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({ '50%': { opacity: 0.55 } });

export const block = style({
  display: 'block',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.disabledSurface,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const image = style({ aspectRatio: '4 / 3', borderRadius: vars.radius.medium });

export const line = style({ height: vars.fontSize.standard });

export const short = style({ width: '40%' });

export const medium = style({ width: '70%' });

export const button = style({ height: '40px', borderRadius: vars.radius.medium });
