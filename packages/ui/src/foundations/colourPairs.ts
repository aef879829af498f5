import type { ThemeValues } from '../theme/bullionValues';

type ColourName = keyof ThemeValues['color'];
type Tone = keyof ThemeValues['tone'];

/** A colour token path: `color.text` or `tone.critical.foreground`. */
export type ColourPath = `color.${ColourName}` | `tone.${Tone}.${'foreground' | 'background' | 'border'}`;

/** Where the theme puts each foreground: the surfaces it is drawn on, as the components use them. */
export const colourPairs: { foreground: ColourPath; surfaces: ColourPath[]; use: 'text' | 'non-text' }[] = [
  { foreground: 'color.text', surfaces: ['color.surface', 'color.surfaceRaised', 'color.surfaceSunken'], use: 'text' },
  { foreground: 'color.textMuted', surfaces: ['color.surface', 'color.surfaceSunken'], use: 'text' },
  { foreground: 'color.link', surfaces: ['color.surface', 'color.surfaceSunken'], use: 'text' },
  { foreground: 'color.onBrand', surfaces: ['color.brand', 'color.brandHover'], use: 'text' },
  { foreground: 'color.onAccent', surfaces: ['color.accent', 'color.accentHover'], use: 'text' },
  { foreground: 'color.disabledText', surfaces: ['color.disabledSurface'], use: 'text' },
  { foreground: 'tone.positive.foreground', surfaces: ['tone.positive.background', 'color.surface'], use: 'text' },
  { foreground: 'tone.critical.foreground', surfaces: ['tone.critical.background', 'color.surface'], use: 'text' },
  { foreground: 'tone.caution.foreground', surfaces: ['tone.caution.background', 'color.surface'], use: 'text' },
  { foreground: 'tone.info.foreground', surfaces: ['tone.info.background', 'color.surface'], use: 'text' },
  { foreground: 'color.focusRing', surfaces: ['color.surface', 'color.surfaceSunken', 'color.brand'], use: 'non-text' },
  { foreground: 'color.borderStrong', surfaces: ['color.surface'], use: 'non-text' },
];

/** The value or CSS variable at a colour path of the theme values or the contract. */
export function atPath<T>(tokens: { color: Record<string, T>; tone: Record<string, Record<string, T>> }, path: string) {
  const [group, name, part] = path.split('.') as [string, string, string | undefined];
  return group === 'tone' ? tokens.tone[name]![part!]! : tokens.color[name]!;
}
