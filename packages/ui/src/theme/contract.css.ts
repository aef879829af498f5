import { createThemeContract } from '@vanilla-extract/css';

const tone = { foreground: null, background: null, border: null };

/** Semantic tokens: each says what it is for, themes say what it looks like. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    onBrand: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    link: null,
    border: null,
    borderStrong: null,
    focusRing: null,
    disabledSurface: null,
    disabledText: null,
  },
  tone: {
    positive: tone,
    critical: tone,
    caution: tone,
    info: tone,
  },
  font: {
    body: null,
    heading: null,
    numeric: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    strong: null,
  },
  lineHeight: {
    tight: null,
    standard: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  shadow: {
    small: null,
    medium: null,
    large: null,
  },
  focusRingWidth: null,
  transition: {
    fast: null,
  },
});
