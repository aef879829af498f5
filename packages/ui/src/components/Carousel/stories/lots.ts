import { goldEagleImage, morganDollarImage, silverBarImage } from '../../LotCard/stories/images';

export interface StoryLot {
  sku: string;
  title: string;
  price: string;
  imageSrc: string;
}

const titles: [string, string, string][] = [
  ['2024 1 oz American Gold Eagle BU', 'US $2,400.00', goldEagleImage],
  ['1881-S Morgan Dollar MS-64 PCGS', 'US $185.00', morganDollarImage],
  ['10 oz Silver Bar — Royal Canadian Mint', 'US $315.00', silverBarImage],
  ['1 oz Gold Buffalo 2023 Proof', 'US $2,650.00', goldEagleImage],
  ['1922 Peace Dollar AU-58', 'US $42.00', morganDollarImage],
  ['100 oz Silver Bar — Johnson Matthey', 'US $3,050.00', silverBarImage],
  ['1/2 oz Gold Krugerrand 2022', 'US $1,190.00', goldEagleImage],
  ['1884-CC Morgan Dollar MS-63 GSA', 'US $310.00', morganDollarImage],
  ['1 kilo Silver Bar — PAMP Suisse', 'US $1,020.00', silverBarImage],
  ['1 oz Platinum Maple Leaf 2023', 'US $1,060.00', silverBarImage],
  ['1/10 oz Gold Eagle 2021 Type 2', 'US $265.00', goldEagleImage],
  ['1896 Morgan Dollar MS-62', 'US $68.00', morganDollarImage],
];

/** Twelve lots, numbered from 2101, for carousels of lots. */
export const storyLots: StoryLot[] = titles.map(([title, price, imageSrc], index) => ({
  sku: String(2101 + index),
  title,
  price,
  imageSrc,
}));
