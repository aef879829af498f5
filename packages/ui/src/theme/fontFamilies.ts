/** The brand fonts' family names, as the theme asks for them and as brandFonts.ts adds them. */
export const BODY_FONT = 'Inter Variable';
export const HEADING_FONT = 'Source Serif 4 Variable';

/**
 * Local fonts scaled to the brand fonts' size (fallbackFonts.css.ts): text set in them takes about the room it will
 * take once the brand font arrives, so the swap moves little.
 */
export const BODY_FALLBACK = 'Brand Sans Fallback';
export const HEADING_FALLBACK = 'Brand Serif Fallback';
