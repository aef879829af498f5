import type { AuctionCardAuction } from '../AuctionCard';
import { DAY, HOUR, isoAt, MINUTE, SECOND, STORY_NOW } from '../../Countdown/stories/clock';
import { auctionImage, goldEagleImage, morganDollarImage } from '../../LotCard/stories/images';

export const springBullion: AuctionCardAuction = {
  title: 'Spring Gold & Silver Bullion Auction',
  description:
    'Certified gold and silver coins, 10 oz Royal Canadian Mint bars and American Eagles from a Pacific Northwest estate. Every lot ships insured from our Spokane vault.',
  file_name: auctionImage,
  date_added: isoAt(STORY_NOW - DAY),
  date_closed: isoAt(STORY_NOW + 2 * DAY + 3 * HOUR + 25 * MINUTE + 10 * SECOND),
  con_check: 0,
};

export const morganLive: AuctionCardAuction = {
  title: 'Rare Morgan & Peace Dollars — Live',
  description: 'PCGS and NGC graded dollars.',
  file_name: morganDollarImage,
  date_added: isoAt(STORY_NOW + 3 * HOUR + 15 * MINUTE),
  date_closed: isoAt(STORY_NOW + 6 * HOUR),
  con_check: 1,
};

export const eagleLive: AuctionCardAuction = {
  title: 'American Gold Eagle Evening Sale',
  description: 'One lot at a time, live.',
  file_name: goldEagleImage,
  date_added: isoAt(STORY_NOW - 45 * MINUTE),
  date_closed: isoAt(STORY_NOW + 2 * HOUR),
  con_check: 1,
};
