import type { LotCardLot } from '../LotCard';
import { DAY, HOUR, isoAt, MINUTE, SECOND, STORY_NOW } from '../../Countdown/stories/clock';
import { goldEagleImage, morganDollarImage, silverBarImage } from './images';

export const goldEagle: LotCardLot = {
  sku: '1024',
  title: '1 oz American Gold Eagle 2024 BU',
  avatar: goldEagleImage,
  lowest: 2300,
  highest: 2600,
  wprice: 2400,
  bid_count: 12,
  market_status: 'open',
  date_added: isoAt(STORY_NOW - 2 * DAY),
  date_closed: isoAt(STORY_NOW + 2 * HOUR + 14 * MINUTE + 5 * SECOND),
  con_check: 0,
};

export const silverBar: LotCardLot = {
  sku: '1031',
  title: '10 oz Silver Bar — Royal Canadian Mint',
  avatar: silverBarImage,
  lowest: 300,
  highest: 360,
  wprice: 315,
  bid_count: 4,
  market_status: 'open',
  date_added: isoAt(STORY_NOW - DAY),
  date_closed: isoAt(STORY_NOW + 5 * HOUR + 40 * MINUTE),
  con_check: 0,
};

export const morganDollar: LotCardLot = {
  sku: '1047',
  title: '1881-S Morgan Dollar MS-64 PCGS',
  avatar: morganDollarImage,
  lowest: 150,
  highest: 250,
  wprice: 185,
  bid_count: 7,
  market_status: 'open',
  date_added: isoAt(STORY_NOW - DAY),
  date_closed: isoAt(STORY_NOW + DAY + 3 * HOUR),
  con_check: 1,
};
