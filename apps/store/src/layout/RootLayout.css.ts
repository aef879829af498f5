import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/ui';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// At least a screen tall: the footer starts below the first screen, so a page whose content arrives after the first
// paint (home, lazy parts) never pushes a visible footer down (Lighthouse's layout shift, CLS).
export const main = style({
  flex: 1,
  width: '100%',
  minHeight: '100vh',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: vars.space.medium,
  selectors: { '&:focus': { outline: 'none' } },
});

/** First in the tab order: off screen until a keyboard user reaches it, then over the header's top left. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.medium,
  top: vars.space.small,
  zIndex: 1,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surface,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
