import { globalFontFace } from '@vanilla-extract/css';
import { BODY_FALLBACK, HEADING_FALLBACK } from './fontFamilies';

/*
 * The metric-compatible local fonts (Liberation on Linux, Arial and Times New Roman elsewhere), scaled to the brand
 * fonts. Measured in Chromium on a sample of the storefront's text at 100 px: Inter is 5.1 % wider than Liberation Sans
 * at 400 and 1.4 % wider at 600 than its bold; Source Serif 4 is 12.6 % wider than Liberation Serif at 400 and 9.3 %
 * at 650 than its bold. Ascent and descent are the brand fonts' own (Inter 0.97 / 0.24 em, Source Serif 4 1.04 /
 * 0.34 em), divided by the scale as size-adjust multiplies them.
 */
const face = (local: string[], sizeAdjust: number, ascent: number, descent: number) => ({
  src: local.map((name) => `local('${name}')`).join(', '),
  sizeAdjust: `${(sizeAdjust * 100).toFixed(1)}%`,
  ascentOverride: `${((ascent / sizeAdjust) * 100).toFixed(1)}%`,
  descentOverride: `${((descent / sizeAdjust) * 100).toFixed(1)}%`,
  lineGapOverride: '0%',
});

globalFontFace(BODY_FALLBACK, [
  { ...face(['Liberation Sans', 'Arial', 'ArialMT'], 1.051, 0.97, 0.24), fontWeight: '100 549' },
  { ...face(['Liberation Sans Bold', 'Arial Bold', 'Arial-BoldMT'], 1.014, 0.97, 0.24), fontWeight: '550 900' },
]);

globalFontFace(HEADING_FALLBACK, [
  { ...face(['Liberation Serif', 'Times New Roman', 'TimesNewRomanPSMT'], 1.126, 1.04, 0.34), fontWeight: '100 549' },
  {
    ...face(['Liberation Serif Bold', 'Times New Roman Bold', 'TimesNewRomanPS-BoldMT'], 1.093, 1.04, 0.34),
    fontWeight: '550 900',
  },
]);
