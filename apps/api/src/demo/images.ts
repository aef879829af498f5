import type { Metal, Shape } from './lotTemplates';

/** Light, mid and dark tones of each metal. */
const tones: Record<Metal, [string, string, string]> = {
  gold: ['#f7e08a', '#d4a72c', '#8a6410'],
  silver: ['#f4f6f8', '#b8c0c8', '#6b7580'],
  platinum: ['#eef1f4', '#c9ced6', '#7c8590'],
  palladium: ['#ecebe6', '#bdb9ad', '#76725f'],
};

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

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
    ? `<text x="200" y="215" font-size="34" text-anchor="middle" fill="${dark}" font-family="Georgia, serif">${escape(legend)}</text>`
    : `<text x="200" y="195" font-size="64" text-anchor="middle" fill="${dark}" font-family="Georgia, serif" font-weight="bold">${escape(weight)}</text>` +
      `<text x="200" y="250" font-size="26" text-anchor="middle" fill="${dark}" font-family="Georgia, serif">${metal.toUpperCase()}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"><rect width="400" height="400" fill="#f5f2ea"/>${gradient(metal)}${body}${words}</svg>`;
}

/** A wide banner or auction picture: a row of coins on a dark ground with a headline. */
export function bannerPicture(headline: string, metal: Metal, width = 1200, height = 400): string {
  const coins = [0, 1, 2, 3]
    .map(
      (index) =>
        `<circle cx="${width - 120 - index * 150}" cy="${height / 2 + (index % 2) * 40 - 20}" r="90" fill="url(#m)" stroke="${tones[metal][2]}" stroke-width="6"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#0b1f3a"/>${gradient(metal)}${coins}<text x="60" y="${height / 2 + 15}" font-size="48" fill="#f7e08a" font-family="Georgia, serif">${escape(headline)}</text></svg>`;
}
