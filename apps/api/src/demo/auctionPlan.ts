import type { Metal } from './lotTemplates';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export type AuctionPhase = 'running' | 'upcoming' | 'past';

export interface PlannedAuction {
  title: string;
  description: string;
  live: boolean;
  phase: AuctionPhase;
  startsAt: Date;
  closesAt: Date;
  lotCount: number;
  metal: Metal;
  buyerPremium: number;
  /** When each lot closes, by its place in the auction (0 first). */
  lotClosesAt: (index: number) => Date;
  /** Live auctions: how many lots the auctioneer has already sold. */
  awarded?: number;
}

/** The seven auctions of the demo, all timed from now, so the store is alive whenever it starts. */
export function auctionPlan(now: Date): PlannedAuction[] {
  // Closes fall on whole seconds, as soft-close extensions do: countdowns tick on the server's seconds.
  const at = (offset: number) => new Date(Math.floor((now.getTime() + offset) / 1000) * 1000);
  const staggered = (first: number, every: number) => (index: number) => at(first + index * every);
  return [
    {
      title: 'Northwest Live Bullion & Coin Sale',
      description:
        'Our weekly live auction: gold and silver bullion, certified dollars and proof sets, called by our auctioneer.',
      live: true,
      phase: 'running',
      startsAt: at(-40 * minute),
      closesAt: at(3 * hour),
      lotCount: 30,
      metal: 'gold',
      buyerPremium: 15,
      lotClosesAt: (index) => (index < 6 ? at(-35 * minute + index * 5 * minute) : at(3 * hour)),
      awarded: 6,
    },
    {
      title: 'Weekly Silver Timed Auction',
      description:
        'Silver Eagles, Maple Leafs, 10 oz and 100 oz bars and 90% junk silver. The first lots close within minutes.',
      live: false,
      phase: 'running',
      startsAt: at(-2 * day),
      closesAt: at(3 * hour),
      lotCount: 45,
      metal: 'silver',
      buyerPremium: 12,
      lotClosesAt: (index) => (index < 4 ? at((3 + index * 3) * minute) : at(20 * minute + (index - 4) * 4 * minute)),
    },
    {
      title: 'Gold & Platinum Timed Auction',
      description: 'Gold Eagles, Buffalos, Krugerrands, double eagles and platinum and palladium coins and bars.',
      live: false,
      phase: 'running',
      startsAt: at(-1 * day),
      closesAt: at(8 * hour),
      lotCount: 40,
      metal: 'platinum',
      buyerPremium: 12,
      lotClosesAt: staggered(1 * hour, 10 * minute),
    },
    {
      title: 'Rare Coin Preview Auction',
      description:
        'Certified Morgan and Peace dollars and US Mint proof sets. Preview the lots now; bidding opens soon.',
      live: false,
      phase: 'upcoming',
      startsAt: at(2 * day),
      closesAt: at(5 * day),
      lotCount: 30,
      metal: 'silver',
      buyerPremium: 15,
      lotClosesAt: staggered(5 * day - 2 * hour, 4 * minute),
    },
    {
      title: 'Winter Bullion Timed Auction',
      description: 'Past auction: bullion gold and silver, with its results.',
      live: false,
      phase: 'past',
      startsAt: at(-14 * day),
      closesAt: at(-7 * day),
      lotCount: 30,
      metal: 'gold',
      buyerPremium: 12,
      lotClosesAt: staggered(-7 * day - 2 * hour, 4 * minute),
    },
    {
      title: 'Holiday Live Coin Sale',
      description: 'Past live auction: certified coins and proof sets, with its results.',
      live: true,
      phase: 'past',
      startsAt: at(-21 * day),
      closesAt: at(-21 * day + 3 * hour),
      lotCount: 25,
      metal: 'silver',
      buyerPremium: 15,
      lotClosesAt: staggered(-21 * day + 5 * minute, 6 * minute),
    },
    {
      title: 'Spring Live Gold & Silver Preview',
      description:
        'Our next live auction. Leave an absentee maximum bid before the sale opens; until it opens you may retract it.',
      live: true,
      phase: 'upcoming',
      startsAt: at(3 * day),
      closesAt: at(3 * day + 3 * hour),
      lotCount: 12,
      metal: 'gold',
      buyerPremium: 15,
      lotClosesAt: () => at(3 * day + 3 * hour),
    },
  ];
}
