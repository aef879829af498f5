import { auctionImage, goldEagleImage, morganDollarImage, silverBarImage } from '../../LotCard/stories/images';
import type { StoryAuction } from './AuctionTile';

/** Six auctions, as the home page's carousel (up to 10) shows them. */
export const storyAuctions: StoryAuction[] = [
  {
    id: 301,
    title: 'Spring Gold & Silver Bullion Auction',
    starts: '06/11/2026 10:00 AM PST',
    kind: 'timed',
    imageSrc: auctionImage,
  },
  {
    id: 302,
    title: 'Rare Morgan & Peace Dollars — Live',
    starts: '06/12/2026 01:15 PM PST',
    kind: 'live',
    imageSrc: morganDollarImage,
  },
  {
    id: 303,
    title: 'American Gold Eagle Evening Sale',
    starts: '06/12/2026 09:15 AM PST',
    kind: 'live',
    imageSrc: goldEagleImage,
  },
  {
    id: 304,
    title: 'Summer Silver Bar & Round Sale',
    starts: '06/20/2026 10:00 AM PST',
    kind: 'timed',
    imageSrc: silverBarImage,
  },
  {
    id: 305,
    title: 'Carson City Morgan Dollars — Live',
    starts: '06/25/2026 06:00 PM PST',
    kind: 'live',
    imageSrc: morganDollarImage,
  },
  {
    id: 306,
    title: 'Gold Buffalo & Krugerrand Evening Sale',
    starts: '07/02/2026 06:00 PM PST',
    kind: 'live',
    imageSrc: goldEagleImage,
  },
];
