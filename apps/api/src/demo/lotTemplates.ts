import { troyOuncesFromGrams } from '@storefront/domain';
import type { Random } from './random';

export type Metal = 'gold' | 'silver' | 'platinum' | 'palladium';
export type Shape = 'coin' | 'bar';

/** Category and sub-category names of the demo store. */
export const demoCategories = {
  Gold: ['Gold Coins', 'Gold Bars'],
  Silver: ['Silver Coins', 'Silver Bars & Rounds'],
  'Platinum & Palladium': ['Platinum', 'Palladium'],
  'US Rare Coins': ['Morgan Dollars', 'Peace Dollars', 'Proof Sets'],
} as const;

type Category = keyof typeof demoCategories;
type SubCategory = (typeof demoCategories)[Category][number];

interface LotTemplate {
  title: (random: Random) => string;
  description: string;
  metal: Metal;
  shape: Shape;
  /** What the picture says, e.g. "1 oz". */
  weight: string;
  /** Fine metal content in troy ounces; null when it varies (proof sets). */
  troyOunces: number | null;
  category: Category;
  subcategory: SubCategory;
  /** A typical hammer price in dollars. */
  value: number;
}

export interface DemoLot {
  title: string;
  description: string;
  metal: Metal;
  shape: Shape;
  weight: string;
  troyOunces: number | null;
  category: Category;
  subcategory: SubCategory;
  lowest: number;
  highest: number;
  openingBid: number;
  reserve: number | null;
  /** 1 New, 2 Damaged, 3 Open Box. */
  condition: 1 | 2 | 3;
}

const year = (from: number, to: number) => (random: Random) => String(random.between(from, to));
const morganDates = [
  '1878-S',
  '1879-S',
  '1880-O',
  '1881-S',
  '1882-CC',
  '1884-O',
  '1885',
  '1887',
  '1889',
  '1896',
  '1898-O',
  '1904-O',
  '1921',
];
const peaceDates = ['1922', '1922-D', '1923', '1923-S', '1924', '1925', '1926-D', '1927', '1928-S', '1934', '1935'];
const grades = ['MS60', 'MS61', 'MS62', 'MS63', 'MS64', 'MS65', 'AU58'];
const graders = ['PCGS', 'NGC'];

const templates: LotTemplate[] = [
  {
    title: (r) => `${year(2015, 2026)(r)} American Gold Eagle 1 oz BU`,
    description:
      'One troy ounce of 22-karat gold, brilliant uncirculated, in a protective capsule. Struck by the United States Mint.',
    metal: 'gold',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 2750,
  },
  {
    title: (r) => `${year(2018, 2026)(r)} American Gold Eagle 1/10 oz BU`,
    description: 'A tenth-ounce Gold Eagle, brilliant uncirculated: an easy way into gold bullion.',
    metal: 'gold',
    shape: 'coin',
    weight: '1/10 oz',
    troyOunces: 0.1,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 300,
  },
  {
    title: (r) => `${year(2014, 2026)(r)} Canadian Gold Maple Leaf 1 oz .9999`,
    description:
      'Royal Canadian Mint Gold Maple Leaf in .9999 fine gold, with the radial-line background and micro-engraved security mark.',
    metal: 'gold',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 2700,
  },
  {
    title: (r) => `${year(2010, 2026)(r)} American Gold Buffalo 1 oz .9999`,
    description:
      "The first 24-karat gold coin of the US Mint, after James Earle Fraser's Buffalo nickel design. Uncirculated.",
    metal: 'gold',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 2800,
  },
  {
    title: (r) => `${year(1975, 2026)(r)} South African Krugerrand 1 oz`,
    description: 'One troy ounce of fine gold in a 22-karat coin, the springbok on the reverse. Light handling marks.',
    metal: 'gold',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 2680,
  },
  {
    title: (r) =>
      `${r.pick(['1904', '1908', '1924', '1927'])} $20 Saint-Gaudens Double Eagle ${r.pick(graders)} ${r.pick(['MS62', 'MS63', 'MS64'])}`,
    description: "Augustus Saint-Gaudens' celebrated design, 0.9675 oz of gold, certified and encapsulated.",
    metal: 'gold',
    shape: 'coin',
    weight: '$20',
    troyOunces: 0.9675,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 3200,
  },
  {
    title: (r) =>
      `${r.pick(['1894', '1898-S', '1900', '1904'])} $20 Liberty Head Double Eagle ${r.pick(graders)} ${r.pick(['AU58', 'MS61', 'MS62'])}`,
    description: 'Liberty Head double eagle, certified. A classic pre-1933 US gold type coin.',
    metal: 'gold',
    shape: 'coin',
    weight: '$20',
    troyOunces: 0.9675,
    category: 'Gold',
    subcategory: 'Gold Coins',
    value: 2950,
  },
  {
    title: () => 'PAMP Suisse 1 oz Gold Bar, Fortuna, in assay card',
    description:
      'Minted .9999 fine gold bar with the Lady Fortuna design, sealed in its original CertiPAMP assay card.',
    metal: 'gold',
    shape: 'bar',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Gold',
    subcategory: 'Gold Bars',
    value: 2720,
  },
  {
    title: () => 'Valcambi Suisse 10 g Gold Bar',
    description: 'Ten grams of .9999 fine gold from Valcambi, sealed with its certificate of assay.',
    metal: 'gold',
    shape: 'bar',
    weight: '10 g',
    troyOunces: troyOuncesFromGrams(10),
    category: 'Gold',
    subcategory: 'Gold Bars',
    value: 880,
  },
  {
    title: () => 'Perth Mint 1 oz Gold Bar',
    description: 'Minted one-ounce gold bar from the Perth Mint, .9999 fine, in its tamper-evident card.',
    metal: 'gold',
    shape: 'bar',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Gold',
    subcategory: 'Gold Bars',
    value: 2690,
  },
  {
    title: (r) => `${year(2012, 2026)(r)} American Silver Eagle 1 oz BU`,
    description: 'One troy ounce of .999 fine silver, brilliant uncirculated, Walking Liberty obverse.',
    metal: 'silver',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Silver',
    subcategory: 'Silver Coins',
    value: 40,
  },
  {
    title: (r) => `${year(2014, 2026)(r)} Canadian Silver Maple Leaf 1 oz`,
    description: 'Royal Canadian Mint Silver Maple Leaf, .9999 fine, with radial lines and security privy.',
    metal: 'silver',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Silver',
    subcategory: 'Silver Coins',
    value: 37,
  },
  {
    title: (r) => `Roll of 20: ${year(2016, 2026)(r)} American Silver Eagles`,
    description: 'Twenty brilliant uncirculated Silver Eagles in an original US Mint tube.',
    metal: 'silver',
    shape: 'coin',
    weight: '20 oz',
    troyOunces: 20,
    category: 'Silver',
    subcategory: 'Silver Coins',
    value: 790,
  },
  {
    title: () => '90% Silver Washington Quarters, $10 face value',
    description: 'Forty pre-1965 Washington quarters, circulated, about 7.15 oz of silver in all.',
    metal: 'silver',
    shape: 'coin',
    weight: '$10 FV',
    troyOunces: 7.15,
    category: 'Silver',
    subcategory: 'Silver Coins',
    value: 235,
  },
  {
    title: () => 'Royal Canadian Mint 10 oz Silver Bar',
    description: 'Ten troy ounces of .9999 fine silver, serial-numbered, with the RCM logo.',
    metal: 'silver',
    shape: 'bar',
    weight: '10 oz',
    troyOunces: 10,
    category: 'Silver',
    subcategory: 'Silver Bars & Rounds',
    value: 345,
  },
  {
    title: () => 'Johnson Matthey 10 oz Silver Bar, vintage pour',
    description: 'A sought-after vintage Johnson Matthey ten-ounce bar, .999 fine, with its original toning.',
    metal: 'silver',
    shape: 'bar',
    weight: '10 oz',
    troyOunces: 10,
    category: 'Silver',
    subcategory: 'Silver Bars & Rounds',
    value: 390,
  },
  {
    title: () => 'Engelhard 100 oz Silver Bar',
    description: 'A one-hundred-ounce Engelhard poured bar, .999 fine, serial-numbered.',
    metal: 'silver',
    shape: 'bar',
    weight: '100 oz',
    troyOunces: 100,
    category: 'Silver',
    subcategory: 'Silver Bars & Rounds',
    value: 3350,
  },
  {
    title: () => 'SilverTowne 1 oz Silver Round, Prospector',
    description: 'One troy ounce of .999 fine silver, the Prospector design, uncirculated.',
    metal: 'silver',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Silver',
    subcategory: 'Silver Bars & Rounds',
    value: 36,
  },
  {
    title: (r) => `${year(2018, 2026)(r)} American Platinum Eagle 1 oz BU`,
    description: 'One troy ounce of .9995 fine platinum from the US Mint, brilliant uncirculated.',
    metal: 'platinum',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Platinum & Palladium',
    subcategory: 'Platinum',
    value: 1080,
  },
  {
    title: (r) => `${year(2015, 2026)(r)} Canadian Platinum Maple Leaf 1 oz`,
    description: 'Royal Canadian Mint platinum Maple Leaf, .9995 fine.',
    metal: 'platinum',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Platinum & Palladium',
    subcategory: 'Platinum',
    value: 1050,
  },
  {
    title: () => 'PAMP Suisse 1 oz Platinum Bar, in assay',
    description: 'Minted .9995 fine platinum bar, Lady Fortuna design, in its assay card.',
    metal: 'platinum',
    shape: 'bar',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Platinum & Palladium',
    subcategory: 'Platinum',
    value: 1060,
  },
  {
    title: (r) => `${year(2015, 2026)(r)} Canadian Palladium Maple Leaf 1 oz`,
    description: 'One troy ounce of .9995 fine palladium from the Royal Canadian Mint.',
    metal: 'palladium',
    shape: 'coin',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Platinum & Palladium',
    subcategory: 'Palladium',
    value: 1120,
  },
  {
    title: () => 'Valcambi Suisse 1 oz Palladium Bar',
    description: 'A one-ounce palladium bar, .9995 fine, sealed with its assay certificate.',
    metal: 'palladium',
    shape: 'bar',
    weight: '1 oz',
    troyOunces: 1,
    category: 'Platinum & Palladium',
    subcategory: 'Palladium',
    value: 1100,
  },
  {
    title: (r) => `${r.pick(morganDates)} Morgan Silver Dollar ${r.pick(graders)} ${r.pick(grades)}`,
    description: "George T. Morgan's silver dollar, 0.7734 oz of silver, certified and encapsulated. Original luster.",
    metal: 'silver',
    shape: 'coin',
    weight: '$1',
    troyOunces: 0.7734,
    category: 'US Rare Coins',
    subcategory: 'Morgan Dollars',
    value: 140,
  },
  {
    title: (r) => `${r.pick(peaceDates)} Peace Silver Dollar ${r.pick(graders)} ${r.pick(grades)}`,
    description: "Anthony de Francisci's Peace dollar, struck to mark the end of the Great War. Certified.",
    metal: 'silver',
    shape: 'coin',
    weight: '$1',
    troyOunces: 0.7734,
    category: 'US Rare Coins',
    subcategory: 'Peace Dollars',
    value: 95,
  },
  {
    title: (r) => `${year(1986, 2012)(r)} US Mint Proof Set, original box and COA`,
    description: "The year's proof coinage in the original US Mint lens, box and certificate of authenticity.",
    metal: 'silver',
    shape: 'coin',
    weight: 'Proof',
    troyOunces: null,
    category: 'US Rare Coins',
    subcategory: 'Proof Sets',
    value: 45,
  },
  {
    title: (r) => `${year(1992, 2020)(r)} US Mint Silver Proof Set`,
    description: 'Silver proof set with 90% or 99.9% silver dimes, quarters and half dollar, original packaging.',
    metal: 'silver',
    shape: 'coin',
    weight: 'Proof',
    troyOunces: null,
    category: 'US Rare Coins',
    subcategory: 'Proof Sets',
    value: 85,
  },
];

const round = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const stepFor = (value: number) => (value >= 1000 ? 50 : value >= 200 ? 10 : 5);

/** A lot of the demo catalog: a realistic title, description, estimate, opening bid, reserve and condition. */
export function demoLot(random: Random): DemoLot {
  const template = random.pick(templates);
  const value = template.value * (0.9 + random.next() * 0.25);
  const step = stepFor(value);
  const lowest = round(value * 0.9, step);
  const highest = round(value * 1.15, step);
  const condition = random.chance(0.85) ? 1 : template.subcategory === 'Proof Sets' ? 3 : random.pick([2, 3] as const);
  return {
    title: template.title(random),
    description: condition === 2 ? `${template.description} Shows light scratches; see photos.` : template.description,
    metal: template.metal,
    shape: template.shape,
    weight: template.weight,
    troyOunces: template.troyOunces,
    category: template.category,
    subcategory: template.subcategory,
    lowest,
    highest,
    openingBid: round(lowest * 0.6, step),
    reserve: random.chance(0.4) ? round(lowest * 0.85, step) : null,
    condition,
  };
}
