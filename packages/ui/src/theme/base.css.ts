import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Applied with the theme class on the element that hosts the storefront. */
export const themeBase = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
// Element defaults carry no specificity (:where on both sides), so any component's own class wins whatever order
// the bundler puts the stylesheets in.
globalStyle(`:where(${themeBase}) :where(h1, h2, h3, h4, p, figure, blockquote, dl, dd)`, { margin: 0 });
globalStyle(`:where(${themeBase}) :where(h1, h2, h3, h4)`, {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});
globalStyle(`:where(${themeBase}) :where(img, svg, video)`, { display: 'block', maxWidth: '100%' });
globalStyle(`:where(${themeBase}) :where(button, input, select, textarea)`, { font: 'inherit', color: 'inherit' });
globalStyle(`:where(${themeBase}) :where(a)`, { color: vars.color.link });
globalStyle(`${themeBase} :where(:focus-visible)`, {
  outline: `${vars.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
