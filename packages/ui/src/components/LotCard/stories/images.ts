/** Coin and bullion pictures drawn inline, so stories need no network. */
const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const serif = "font-family='Liberation Serif, serif' text-anchor='middle'";

const coin = (id: string, light: string, mid: string, dark: string, top: string, bottom: string, emblem: string) => `
  <defs>
    <radialGradient id='${id}' cx='38%' cy='32%' r='75%'>
      <stop offset='0' stop-color='${light}'/><stop offset='0.5' stop-color='${mid}'/><stop offset='1' stop-color='${dark}'/>
    </radialGradient>
  </defs>
  <circle cx='200' cy='150' r='122' fill='${dark}'/>
  <circle cx='200' cy='150' r='116' fill='url(#${id})'/>
  <circle cx='200' cy='150' r='100' fill='none' stroke='${dark}' stroke-width='2' stroke-dasharray='3 5'/>
  ${emblem}
  <text x='200' y='96' ${serif} font-size='15' letter-spacing='2' fill='${dark}'>${top}</text>
  <text x='200' y='218' ${serif} font-size='16' letter-spacing='2' fill='${dark}'>${bottom}</text>`;

export const goldEagleImage = svgUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'>
  <rect width='400' height='300' fill='#17263f'/>
  ${coin(
    'gold',
    '#fff4bf',
    '#e2b33c',
    '#7d5a0e',
    'UNITED STATES',
    '2024 · 1 OZ',
    "<path d='M140 160c30-10 45-40 60-62 15 22 30 52 60 62-22 4-40 14-60 34-20-20-38-30-60-34z' fill='#a47716'/>",
  )}
</svg>`);

export const morganDollarImage = svgUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'>
  <rect width='400' height='300' fill='#2a303a'/>
  ${coin(
    'silver',
    '#ffffff',
    '#c9ced6',
    '#5b6472',
    'ONE DOLLAR',
    '1881 · S',
    "<circle cx='200' cy='150' r='46' fill='#aab2bd'/><path d='M178 122c18-12 44-6 50 16 6 22-8 40-26 44l-4 10h-22l8-16c-14-10-18-38-6-54z' fill='#8d96a3'/>",
  )}
</svg>`);

export const silverBarImage = svgUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'>
  <defs>
    <linearGradient id='bar' x1='0' y1='0' x2='1' y2='1'>
      <stop offset='0' stop-color='#f6f7f9'/><stop offset='0.55' stop-color='#c3c9d2'/><stop offset='1' stop-color='#7d8693'/>
    </linearGradient>
  </defs>
  <rect width='400' height='300' fill='#0b1f3a'/>
  <rect x='70' y='60' width='260' height='180' rx='14' fill='#5b6472'/>
  <rect x='78' y='66' width='244' height='166' rx='10' fill='url(#bar)'/>
  <rect x='100' y='86' width='200' height='126' rx='6' fill='none' stroke='#5b6472' stroke-width='2'/>
  <text x='200' y='118' ${serif} font-size='15' letter-spacing='2' fill='#2a303a'>ROYAL CANADIAN MINT</text>
  <text x='200' y='160' ${serif} font-size='34' font-weight='bold' fill='#2a303a'>10 OZ</text>
  <text x='200' y='194' ${serif} font-size='14' letter-spacing='2' fill='#2a303a'>FINE SILVER 9999</text>
</svg>`);

export const auctionImage = svgUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'>
  <defs>
    <radialGradient id='g' cx='38%' cy='32%' r='75%'>
      <stop offset='0' stop-color='#fff4bf'/><stop offset='0.5' stop-color='#e2b33c'/><stop offset='1' stop-color='#7d5a0e'/>
    </radialGradient>
    <radialGradient id='s' cx='38%' cy='32%' r='75%'>
      <stop offset='0' stop-color='#ffffff'/><stop offset='0.5' stop-color='#c9ced6'/><stop offset='1' stop-color='#5b6472'/>
    </radialGradient>
  </defs>
  <rect width='400' height='300' fill='#0b1f3a'/>
  <circle cx='130' cy='160' r='78' fill='url(#s)'/>
  <circle cx='260' cy='130' r='92' fill='url(#g)'/>
  <circle cx='290' cy='220' r='48' fill='url(#s)'/>
  <text x='260' y='138' ${serif} font-size='22' letter-spacing='2' fill='#7d5a0e'>LIBERTY</text>
</svg>`);

/** A picture the server no longer has: the card falls back to the logo. */
export const brokenImage = '/lot-images/missing/1881-s-morgan.jpg';
