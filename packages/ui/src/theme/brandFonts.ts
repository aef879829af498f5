import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import serifLatinExt from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-ext-wght-normal.woff2?url';
import serifLatin from '@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2?url';
import { BODY_FONT, HEADING_FONT } from './fontFamilies';

// The character ranges of the two subsets, as @fontsource writes them: a face's file is fetched only for text in them.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C4,U+2113,U+2C60-2C7F,U+A720-A7FF';

const faces = [
  { family: BODY_FONT, weight: '100 900', file: interLatin, unicodeRange: LATIN },
  { family: BODY_FONT, weight: '100 900', file: interLatinExt, unicodeRange: LATIN_EXT },
  { family: HEADING_FONT, weight: '200 900', file: serifLatin, unicodeRange: LATIN },
  { family: HEADING_FONT, weight: '200 900', file: serifLatinExt, unicodeRange: LATIN_EXT },
];

const faceOf = ({ family, weight, file, unicodeRange }: (typeof faces)[number]) =>
  new FontFace(family, `url(${file}) format('woff2')`, { weight, style: 'normal', display: 'swap', unicodeRange });

/**
 * Adds the brand's two variable fonts to the document; each file is fetched when text first needs it. Until then, and
 * while it arrives, text shows in the theme's fallback fonts. Returns the faces (a caller may load them at once).
 */
export function addBrandFonts(): FontFace[] {
  const added = faces.map(faceOf);
  added.forEach((face) => document.fonts.add(face));
  return added;
}

/**
 * Both fonts' faces, loaded and not yet added: the Latin ones fetched now (from the browser's cache when it holds
 * them), the Latin Extended ones when text first needs them. Adding them together changes the text's font in one
 * layout. Rejects when a Latin file does not come.
 */
export function loadBrandFonts(): Promise<FontFace[]> {
  return Promise.all(faces.map((spec) => (spec.unicodeRange === LATIN ? faceOf(spec).load() : faceOf(spec))));
}
