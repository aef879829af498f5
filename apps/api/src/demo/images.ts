import { escapeHtml } from '../http/escapeHtml';
import type { Metal, Shape } from './lotTemplates';

/** Light, mid and dark tones of each metal. */
const tones: Record<Metal, [string, string, string]> = {
  gold: ['#f7e08a', '#d4a72c', '#8a6410'],
  silver: ['#f4f6f8', '#b8c0c8', '#6b7580'],
  platinum: ['#eef1f4', '#c9ced6', '#7c8590'],
  palladium: ['#ecebe6', '#bdb9ad', '#76725f'],
};

function gradient(metal: Metal) {
  const [light, mid, dark] = tones[metal];
  return `<defs><radialGradient id="m" cx="35%" cy="30%" r="80%"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>`;
}

interface Picture {
  metal: Metal;
  shape: Shape;
  /** The large words, e.g. "1 oz". */
  weight: string;
  /** The small words, e.g. the year or the maker. */
  legend: string;
  /** 0 the front, 1 the back. */
  side: 0 | 1;
}

/** A coin or bar drawn as SVG, generated locally (no network): what a lot's photo shows in the demo. */
export function lotPicture({ metal, shape, weight, legend, side }: Picture): string {
  const dark = tones[metal][2];
  const body =
    shape === 'coin'
      ? `<circle cx="200" cy="200" r="170" fill="url(#m)" stroke="${dark}" stroke-width="10"/>` +
        `<circle cx="200" cy="200" r="145" fill="none" stroke="${dark}" stroke-width="2" stroke-dasharray="${side ? '2 6' : '10 4'}"/>`
      : `<rect x="70" y="40" width="260" height="320" rx="18" fill="url(#m)" stroke="${dark}" stroke-width="8"/>` +
        `<rect x="95" y="65" width="210" height="270" rx="10" fill="none" stroke="${dark}" stroke-width="2"/>`;
  const words = side
    ? `<text x="200" y="215" font-size="34" text-anchor="middle" fill="${dark}" font-family="Georgia, serif">${escapeHtml(legend)}</text>`
    : `<text x="200" y="195" font-size="64" text-anchor="middle" fill="${dark}" font-family="Georgia, serif" font-weight="bold">${escapeHtml(weight)}</text>` +
      `<text x="200" y="250" font-size="26" text-anchor="middle" fill="${dark}" font-family="Georgia, serif">${metal.toUpperCase()}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="#f5f2ea"/>${gradient(metal)}${body}${words}</svg>`;
}

/** How a wide picture is laid out: the headline's size and baseline, and the coins in a row below it. */
export function bannerLayout(headline: string, width: number, height: number) {
  // Georgia's letters average about half an em; 0.55 leaves room for capitals. The headline spans at most the width
  // less 60 px each side, so it never runs into the coins, which sit below it.
  const fontSize = Math.min(52, Math.floor((width - 120) / (headline.length * 0.55)));
  const radius = Math.round(height * 0.2);
  const coins = [0, 1, 2, 3].map((index) => ({
    cx: Math.round(width - 1.3 * radius - index * 1.7 * radius),
    cy: Math.round(height * 0.68 + (index % 2) * 0.1 * radius - 0.05 * radius),
  }));
  return { fontSize, baseline: Math.round(height * 0.3), radius, coins };
}

/** A wide banner or auction picture: the headline across the top of a dark ground, a row of coins below it. */
export function bannerPicture(headline: string, metal: Metal, width = 1200, height = 400): string {
  const { fontSize, baseline, radius, coins } = bannerLayout(headline, width, height);
  const circles = coins
    .map(
      ({ cx, cy }) =>
        `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#m)" stroke="${tones[metal][2]}" stroke-width="6"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0b1f3a"/>${gradient(metal)}${circles}<text x="60" y="${baseline}" font-size="${fontSize}" fill="#f7e08a" font-family="Georgia, serif">${escapeHtml(headline)}</text></svg>`;
}
