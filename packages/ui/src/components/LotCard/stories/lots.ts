import type { LotCardLot } from '../LotCard';
import { DAY, HOUR, MINUTE, SECOND, STORY_NOW } from '../../Countdown/stories/clock';
import { goldEagleImage, morganDollarImage, silverBarImage } from './images';

export const goldEagle: LotCardLot = {
  sku: '1024',
  title: '1 oz American Gold Eagle 2024 BU',
  imageSrc: goldEagleImage,
  lowest: 230_000,
  highest: 260_000,
  wprice: 240_000,
  bidCount: 12,
  market_status: 'open',
  date_added: STORY_NOW - 2 * DAY,
  date_closed: STORY_NOW + 2 * HOUR + 14 * MINUTE + 5 * SECOND,
  kind: 'timed',
};

export const silverBar: LotCardLot = {
  sku: '1031',
  title: '10 oz Silver Bar — Royal Canadian Mint',
  imageSrc: silverBarImage,
  lowest: 30_000,
  highest: 36_000,
  wprice: 31_500,
  bidCount: 4,
  market_status: 'open',
  date_added: STORY_NOW - DAY,
  date_closed: STORY_NOW + 5 * HOUR + 40 * MINUTE,
  kind: 'timed',
};

export const morganDollar: LotCardLot = {
  sku: '1047',
  title: '1881-S Morgan Dollar MS-64 PCGS',
  imageSrc: morganDollarImage,
  lowest: 15_000,
  highest: 25_000,
  wprice: 18_500,
  bidCount: 7,
  market_status: 'open',
  date_added: STORY_NOW - DAY,
  date_closed: STORY_NOW + DAY + 3 * HOUR,
  kind: 'live',
};
