/** Wide store banners drawn inline: no network, the same pixels on every run. */
const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

interface BannerArt {
  headline: string;
  detail: string;
  field: [string, string];
  ink: string;
  coin: [string, string, string];
}

function bannerSvg({ headline, detail, field, ink, coin }: BannerArt) {
  return svgUri(`<svg xmlns='http://www.w3.org/2000/svg' width='1600' height='500' viewBox='0 0 1600 500'>
  <defs>
    <linearGradient id='field' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${field[0]}'/><stop offset='1' stop-color='${field[1]}'/></linearGradient>
    <radialGradient id='coin' cx='38%' cy='32%' r='75%'><stop offset='0' stop-color='${coin[0]}'/><stop offset='0.55' stop-color='${coin[1]}'/><stop offset='1' stop-color='${coin[2]}'/></radialGradient>
  </defs>
  <rect width='1600' height='500' fill='url(#field)'/>
  <circle cx='1280' cy='250' r='180' fill='${coin[2]}'/>
  <circle cx='1280' cy='250' r='170' fill='url(#coin)'/>
  <circle cx='1280' cy='250' r='146' fill='none' stroke='${coin[2]}' stroke-width='4' stroke-dasharray='6 9'/>
  <text x='120' y='230' font-family='Liberation Serif, serif' font-size='80' font-weight='bold' fill='${ink}'>${headline}</text>
  <text x='120' y='310' font-family='Liberation Sans, sans-serif' font-size='38' fill='#ffffff'>${detail}</text>
</svg>`);
}

export interface StoryBanner {
  src: string;
  alt: string;
}

const gold: BannerArt['coin'] = ['#fff4bf', '#e2b33c', '#7d5a0e'];
const silver: BannerArt['coin'] = ['#ffffff', '#c9ced6', '#5b6472'];

export const storeBanners: StoryBanner[] = [
  {
    src: bannerSvg({
      headline: 'Spring Gold Auction',
      detail: 'American Eagles, Buffaloes and Krugerrands — bidding now',
      field: ['#0b1f3a', '#1b3f73'],
      ink: '#d9b54a',
      coin: gold,
    }),
    alt: 'Spring Gold Auction: American Eagles, Buffaloes and Krugerrands, bidding now',
  },
  {
    src: bannerSvg({
      headline: 'We Buy Silver',
      detail: 'Top prices paid for bars, rounds and junk silver',
      field: ['#2a303a', '#5b6472'],
      ink: '#f6f7f9',
      coin: silver,
    }),
    alt: 'We Buy Silver: top prices paid for bars, rounds and junk silver',
  },
  {
    src: bannerSvg({
      headline: 'Live Coin Night',
      detail: 'Morgan and Peace dollars, Thursdays at 6 PM Pacific',
      field: ['#12305a', '#0b1f3a'],
      ink: '#ecd27a',
      coin: silver,
    }),
    alt: 'Live Coin Night: Morgan and Peace dollars, Thursdays at 6 PM Pacific',
  },
];
