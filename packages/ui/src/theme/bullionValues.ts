import type { vars } from './contract.css';
import { BODY_FALLBACK, BODY_FONT, HEADING_FALLBACK, HEADING_FONT } from './fontFamilies';

type Values<Contract> = {
  [Token in keyof Contract]: Contract[Token] extends string ? string : Values<Contract[Token]>;
};

/** A value for every token of the theme contract. */
export type ThemeValues = Values<typeof vars>;

const navy = { 900: '#0b1f3a', 800: '#12305a', 700: '#1b3f73' };
const gold = { 500: '#c9a227', 400: '#d9b54a', 700: '#7a5c0f' };
const silver = { 50: '#f6f7f9', 100: '#eceef2', 200: '#dde1e7', 400: '#aab2bd', 600: '#5b6472', 800: '#2a303a' };

/**
 * The look of a trusted bullion dealer: deep navy, a gold accent, silver neutrals. Plain values, so that Storybook's
 * manager and the token pages read the same ones the stylesheet is made from.
 */
export const bullionValues = {
  color: {
    brand: navy[900],
    brandHover: navy[700],
    onBrand: '#ffffff',
    accent: gold[500],
    accentHover: gold[400],
    onAccent: navy[900],
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: silver[50],
    text: silver[800],
    textMuted: silver[600],
    link: navy[700],
    border: silver[200],
    borderStrong: silver[400],
    focusRing: '#2f6fd6',
    disabledSurface: silver[100],
    disabledText: '#6b7280',
  },
  tone: {
    positive: { foreground: '#17663e', background: '#e7f5ee', border: '#8fd1ad' },
    critical: { foreground: '#b42318', background: '#fdecea', border: '#f3a59d' },
    caution: { foreground: gold[700], background: '#fff6dc', border: '#ecd27a' },
    info: { foreground: '#1d5aa0', background: '#e8f1fb', border: '#9cc0ea' },
  },
  font: {
    body: `"${BODY_FONT}", "${BODY_FALLBACK}", "Liberation Sans", Arial, sans-serif`,
    heading: `"${HEADING_FONT}", "${HEADING_FALLBACK}", "Liberation Serif", Georgia, serif`,
    numeric: `"${BODY_FONT}", "${BODY_FALLBACK}", "Liberation Sans", Arial, sans-serif`,
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.25rem',
    xlarge: '1.625rem',
    xxlarge: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', strong: '650' },
  lineHeight: { tight: '1.2', standard: '1.5' },
  space: {
    none: '0',
    xxsmall: '0.125rem',
    xsmall: '0.25rem',
    small: '0.5rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  radius: { small: '4px', medium: '8px', large: '14px', full: '999px' },
  shadow: {
    small: '0 1px 2px rgba(11, 31, 58, 0.12)',
    medium: '0 4px 12px rgba(11, 31, 58, 0.14)',
    large: '0 12px 32px rgba(11, 31, 58, 0.18)',
  },
  focusRingWidth: '3px',
  transition: { fast: '120ms ease-out' },
} satisfies ThemeValues;
