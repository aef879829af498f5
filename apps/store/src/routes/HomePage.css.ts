import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.xlarge,
});

export const contact = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: '40rem',
});

// Laid out and painted only when near the screen: on a phone everything here starts below the first screen, and the
// brand fonts' swap would otherwise lay out the whole listing again. Only the height is guessed until the first
// layout: a guessed width would widen the page past a phone's screen.
export const belowFold = style({
  contentVisibility: 'auto',
  containIntrinsicBlockSize: 'auto 60rem',
});
