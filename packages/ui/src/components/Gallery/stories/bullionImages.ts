/** Inline SVG pictures of coins and bars for stories: no network, same pixels on every run. */

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const serif = 'font-family="Liberation Serif, Georgia, serif" text-anchor="middle"';

interface CoinFace {
  metal: 'gold' | 'silver' | 'platinum';
  top: string;
  middle: string;
  bottom: string;
  background?: string;
}

const metalColours = {
  gold: { light: '#f7e08a', mid: '#d4a72c', dark: '#8a6512', ink: '#5c430b' },
  silver: { light: '#fbfcfd', mid: '#c4cad3', dark: '#7d8794', ink: '#3b424d' },
  platinum: { light: '#f2f4f1', mid: '#b9beb5', dark: '#6f766c', ink: '#343a32' },
};

/** A round coin face with its inscriptions on a soft backdrop. */
export function coinImage({ metal, top, middle, bottom, background = '#eef1f5' }: CoinFace): string {
  const colour = metalColours[metal];
  return svg(
    600,
    600,
    `<defs><radialGradient id="face" cx="38%" cy="34%" r="70%"><stop offset="0" stop-color="${colour.light}"/><stop offset="0.6" stop-color="${colour.mid}"/><stop offset="1" stop-color="${colour.dark}"/></radialGradient></defs>
<rect width="600" height="600" fill="${background}"/>
<circle cx="300" cy="300" r="230" fill="url(#face)" stroke="${colour.dark}" stroke-width="10"/>
<circle cx="300" cy="300" r="196" fill="none" stroke="${colour.ink}" stroke-width="3" stroke-dasharray="4 7" opacity="0.6"/>
<text x="300" y="190" ${serif} font-size="38" fill="${colour.ink}" letter-spacing="6">${top}</text>
<text x="300" y="322" ${serif} font-size="84" font-weight="bold" fill="${colour.ink}">${middle}</text>
<text x="300" y="430" ${serif} font-size="34" fill="${colour.ink}" letter-spacing="3">${bottom}</text>`,
  );
}

/** A cast bar seen from above with its stamp. */
export function barImage({ weight, refiner }: { weight: string; refiner: string }): string {
  const colour = metalColours.silver;
  return svg(
    600,
    600,
    `<defs><linearGradient id="bar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.light}"/><stop offset="0.55" stop-color="${colour.mid}"/><stop offset="1" stop-color="${colour.dark}"/></linearGradient></defs>
<rect width="600" height="600" fill="#e9edf2"/>
<rect x="110" y="150" width="380" height="300" rx="22" fill="url(#bar)" stroke="${colour.dark}" stroke-width="8"/>
<rect x="150" y="190" width="300" height="220" rx="10" fill="none" stroke="${colour.ink}" stroke-width="3" opacity="0.5"/>
<text x="300" y="265" ${serif} font-size="60" font-weight="bold" fill="${colour.ink}">${weight}</text>
<text x="300" y="325" ${serif} font-size="30" fill="${colour.ink}" letter-spacing="4">FINE SILVER</text>
<text x="300" y="375" ${serif} font-size="30" fill="${colour.ink}">${refiner}</text>`,
  );
}

/** A wide store banner: navy field, gold headline. */
export function bannerImage({ headline, detail }: { headline: string; detail: string }): string {
  return svg(
    1600,
    500,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f3a"/><stop offset="1" stop-color="#1b3f73"/></linearGradient><radialGradient id="coin" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#f7e08a"/><stop offset="0.6" stop-color="#d4a72c"/><stop offset="1" stop-color="#8a6512"/></radialGradient></defs>
<rect width="1600" height="500" fill="url(#sky)"/>
<circle cx="1290" cy="250" r="170" fill="url(#coin)" stroke="#8a6512" stroke-width="8"/>
<circle cx="1110" cy="330" r="110" fill="#c4cad3" stroke="#7d8794" stroke-width="6"/>
<text x="120" y="230" font-family="Liberation Serif, Georgia, serif" font-size="84" font-weight="bold" fill="#d9b54a">${headline}</text>
<text x="120" y="310" font-family="Liberation Sans, Arial, sans-serif" font-size="40" fill="#ffffff">${detail}</text>`,
  );
}

export const americanGoldEagle = {
  obverse: coinImage({ metal: 'gold', top: 'LIBERTY', middle: '2024', bottom: 'IN GOD WE TRUST' }),
  reverse: coinImage({ metal: 'gold', top: 'UNITED STATES', middle: '1 OZ', bottom: 'FINE GOLD · $50' }),
  edge: coinImage({ metal: 'gold', top: 'REEDED EDGE', middle: 'BU', bottom: '22 KARAT', background: '#f6f1e1' }),
  slab: coinImage({ metal: 'gold', top: 'AMERICAN EAGLE', middle: 'MS-70', bottom: 'GRADED', background: '#dfe6ee' }),
};

export const morganDollar = {
  obverse: coinImage({ metal: 'silver', top: 'E·PLURIBUS·UNUM', middle: '1881', bottom: 'LIBERTY' }),
  reverse: coinImage({ metal: 'silver', top: 'UNITED STATES', middle: 'S', bottom: 'ONE DOLLAR' }),
};

export const silverBar = barImage({ weight: '10 OZ', refiner: 'ROYAL CANADIAN MINT' });

export const platinumMaple = coinImage({
  metal: 'platinum',
  top: 'CANADA',
  middle: '2023',
  bottom: '1 OZ PT 9995',
});

/** Not an image: the browser fails to decode it at once, without any network. */
export const brokenImage = 'data:image/jpeg;base64,bm90LWFuLWltYWdl';
