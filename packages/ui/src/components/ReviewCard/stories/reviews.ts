import type { ReviewCardReview } from '../ReviewCard';

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A portrait silhouette drawn inline: no network, the same pixels on every run. */
const portrait = (background: string, skin: string, shirt: string) =>
  svgUri(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 96 96'>
  <rect width='96' height='96' fill='${background}'/>
  <circle cx='48' cy='38' r='18' fill='${skin}'/>
  <path d='M14 96c2-22 16-34 34-34s32 12 34 34z' fill='${shirt}'/>
</svg>`);

export const margaretPortrait = portrait('#dde1e7', '#e2b48c', '#1b3f73');

export const fiveStars: ReviewCardReview = {
  stars: 5,
  short_msg: 'Fair price for my Morgan dollars',
  message:
    'Brought in my grandfather’s collection of Morgan and Peace dollars. They graded every coin in front of me and paid more than the other two dealers I visited.',
  userName: 'Margaret Ellison',
  location: 'Spokane, WA',
  date: '2026-05-18',
  img_url: margaretPortrait,
};

export const twoStars: ReviewCardReview = {
  stars: 2,
  short_msg: 'Slow shipping on my silver bars',
  message: 'The 10 oz RCM bars were as described, but they took eleven days to arrive and tracking never updated.',
  userName: 'Dale Okafor',
  location: 'Boise, ID',
  date: '2026-04-02',
};

export const longReview: ReviewCardReview = {
  stars: 4.5,
  short_msg: 'Won my first live auction',
  message:
    'I had never bid in a live auction before, so I registered a week early and watched two sales first. When the 2024 American Gold Eagle lot came up I set a maximum bid and the proxy bidding did the rest — I won it for less than my maximum. The coin arrived in its original mint capsule, insured and double boxed, three days after I paid the invoice. My only wish is that the live room showed the upcoming lots a little larger on my phone. I will be back for the Carson City Morgan sale next month.',
  userName: 'Tomás Rivera',
  location: 'Portland, OR',
  date: Date.UTC(2026, 2, 4, 19, 30),
};
