/** The demo buyers, with the passwords printed in the README: sign in with any of them. */
export const demoBuyers = [
  {
    first_name: 'Grace',
    last_name: 'Miller',
    email: 'grace.miller@example.com',
    password: 'GoldEagle#2026',
    city: 'Portland',
    state: 'Oregon',
    zip: '97205',
    address1: '811 SW Morrison St',
    phone: '5035550111',
  },
  {
    first_name: 'Owen',
    last_name: 'Parker',
    email: 'owen.parker@example.com',
    password: 'SilverBar#2026',
    city: 'Seattle',
    state: 'Washington',
    zip: '98101',
    address1: '1420 5th Ave',
    phone: '2065550122',
  },
  {
    first_name: 'Lena',
    last_name: 'Brooks',
    email: 'lena.brooks@example.com',
    password: 'Morgan#Dollar1',
    city: 'Boise',
    state: 'Idaho',
    zip: '83702',
    address1: '215 N 8th St',
    phone: '2085550133',
  },
] as const;

/** Other bidders of the demo, who give lots their bid histories; they cannot sign in (random passwords). */
export const houseBidders = [
  { first_name: 'Walter', last_name: 'Hayes', city: 'Spokane', state: 'Washington', zip: '99201' },
  { first_name: 'Priya', last_name: 'Raman', city: 'Eugene', state: 'Oregon', zip: '97401' },
  { first_name: 'Marcus', last_name: 'Lee', city: 'Tacoma', state: 'Washington', zip: '98402' },
  { first_name: 'Dolores', last_name: 'Vega', city: 'Bend', state: 'Oregon', zip: '97701' },
  { first_name: 'Henry', last_name: 'Sato', city: 'Missoula', state: 'Montana', zip: '59802' },
] as const;

export const demoSubAdmins = [
  { first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascadebullion.example' },
  { first_name: 'Tomas', last_name: 'Reyes', email: 'tomas@cascadebullion.example' },
];

/** Reviews, a few at 3 stars or less (the storefront shows only those above 3). */
export const demoReviews = [
  {
    stars: 5,
    short_msg: 'Smooth first auction',
    message: 'Won two Silver Eagles rolls on my first try. Shipping was quick and the packaging was excellent.',
    user_name: 'Jim K.',
    location: 'Salem, OR',
    daysAgo: 6,
  },
  {
    stars: 5,
    short_msg: 'Honest grading',
    message: 'The Morgan dollars were exactly as described, and the photos matched the coins.',
    user_name: 'Sandra P.',
    location: 'Vancouver, WA',
    daysAgo: 14,
  },
  {
    stars: 4,
    short_msg: 'Good live auction',
    message: 'The live room was easy to follow. I would like more lots per hour, but prices were fair.',
    user_name: 'Luis M.',
    location: 'Yakima, WA',
    daysAgo: 22,
  },
  {
    stars: 5,
    short_msg: 'Trusted dealer',
    message: 'I have bought gold here for years. Fair premiums and friendly people at the counter.',
    user_name: 'Margaret O.',
    location: 'Portland, OR',
    daysAgo: 35,
  },
  {
    stars: 3,
    short_msg: 'Slow invoice',
    message: 'Coins were fine, but the shipping quote took two days to arrive.',
    user_name: 'Chris D.',
    location: 'Boise, ID',
    daysAgo: 41,
  },
  {
    stars: 2,
    short_msg: 'Outbid at the last second',
    message: "The soft close kept extending and I gave up. Not the dealer's fault, but frustrating.",
    user_name: 'Ray T.',
    location: 'Olympia, WA',
    daysAgo: 50,
  },
  {
    stars: 5,
    short_msg: 'Great proof sets',
    message: 'Picked up three proof sets for my grandson at a good price.',
    user_name: 'Anne W.',
    location: 'Medford, OR',
    daysAgo: 63,
  },
  {
    stars: 4,
    short_msg: 'Would bid again',
    message: 'The 10 oz bars came with their assay cards. Easy checkout by bank transfer.',
    user_name: 'Ben H.',
    location: 'Bellingham, WA',
    daysAgo: 77,
  },
];
