import { afterEach, describe, expect, it, vi } from 'vitest';
import { buyersOwnTime, formatCalendarDay, formatStoreDay, formatTime } from './format';
import { usWallTime, usWallTimeByIntl } from './usWallTime';

const formatLotDate = (epochMs: number) => formatTime(epochMs, 'lotPage');
const formatAuctionCardStart = (epochMs: number) => formatTime(epochMs, 'auctionCard');

describe('formatTime on lot pages', () => {
  it("shows America/New_York as 'MM/DD/YYYY hh:mm A' labelled EST or EDT", () => {
    expect(formatLotDate(Date.UTC(2026, 0, 5, 5, 7))).toBe('01/05/2026 12:07 AM EST');
    expect(formatLotDate(Date.UTC(2026, 6, 4, 23, 30))).toBe('07/04/2026 07:30 PM EDT');
    expect(formatLotDate(Date.UTC(2026, 11, 31, 17, 0))).toBe('12/31/2026 12:00 PM EST');
  });

  it('labels each side of the switch to and from summer time with its own zone', () => {
    expect(formatLotDate(Date.UTC(2026, 2, 8, 6, 59))).toBe('03/08/2026 01:59 AM EST');
    expect(formatLotDate(Date.UTC(2026, 2, 8, 7, 0))).toBe('03/08/2026 03:00 AM EDT');
    expect(formatLotDate(Date.UTC(2026, 10, 1, 5, 59))).toBe('11/01/2026 01:59 AM EDT');
    expect(formatLotDate(Date.UTC(2026, 10, 1, 6, 0))).toBe('11/01/2026 01:00 AM EST');
    expect(formatLotDate(Date.UTC(2006, 3, 2, 10, 0))).toBe('04/02/2006 06:00 AM EDT');
  });

  it('names the same instant as the auction card, three hours later and labelled', () => {
    const start = Date.UTC(2026, 11, 7, 23, 29);
    expect(formatAuctionCardStart(start)).toBe('12/07/2026 03:29 PM PST');
    expect(formatLotDate(start)).toBe('12/07/2026 06:29 PM EST');
  });
});

describe("formatTime in the buyer's own zone", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows the device's wall clock with its zone's name", () => {
    vi.stubEnv('TZ', 'America/Chicago');
    expect(formatTime(Date.UTC(2026, 6, 4, 23, 30), 'buyer')).toBe('07/04/2026 06:30 PM CDT');
    expect(formatTime(Date.UTC(2026, 0, 5, 5, 7), 'buyer')).toBe('01/04/2026 11:07 PM CST');
  });

  it("gives the buyer's own time of a store time only where it reads differently", () => {
    const start = Date.UTC(2026, 11, 7, 23, 29);
    vi.stubEnv('TZ', 'Europe/Berlin');
    expect(buyersOwnTime(start, 'lotPage')).toBe('12/08/2026 12:29 AM GMT+1');
    vi.stubEnv('TZ', 'America/New_York');
    expect(buyersOwnTime(start, 'lotPage')).toBeNull();
    expect(buyersOwnTime(start, 'auctionCard')).toBe('12/07/2026 06:29 PM EST');
  });
});

describe('formatTime on auction cards', () => {
  it("shows Pacific time with 'PST'", () => {
    expect(formatAuctionCardStart(Date.UTC(2026, 0, 5, 18, 0))).toBe('01/05/2026 10:00 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 6, 4, 17, 0))).toBe('07/04/2026 10:00 AM PST');
  });

  it('follows the rule of the day before 2007, when summer time began in April', () => {
    expect(formatAuctionCardStart(Date.UTC(2006, 2, 12, 12, 0))).toBe('03/12/2006 04:00 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2006, 3, 2, 10, 0))).toBe('04/02/2006 03:00 AM PST');
  });

  it('follows daylight saving across the switch, and shows midnight and noon as 12', () => {
    expect(formatAuctionCardStart(Date.UTC(2026, 2, 8, 9, 59))).toBe('03/08/2026 01:59 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 2, 8, 10, 0))).toBe('03/08/2026 03:00 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 10, 1, 8, 59))).toBe('11/01/2026 01:59 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 10, 1, 9, 0))).toBe('11/01/2026 01:00 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 0, 5, 8, 0))).toBe('01/05/2026 12:00 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 0, 5, 20, 0))).toBe('01/05/2026 12:00 PM PST');
  });
});

describe('usWallTime', () => {
  const zones = ['America/New_York', 'America/Los_Angeles'] as const;

  // The days on which the clocks can change under the rule worked out here: March's second and November's first
  // Sunday. Earlier years are read from the time zone database itself, so comparing them would prove nothing.
  const switchDays = [
    ...[7, 8, 9, 10, 11, 12, 13, 14, 15].map((day) => [2, day] as const),
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((day) => [10, day] as const),
  ];

  it.each(zones)(
    'agrees with the time zone database in %s every quarter hour of the switch days, 2007 to 2045',
    (zone) => {
      const disagreements: string[] = [];
      for (let year = 2007; year <= 2045; year += 1) {
        for (const [monthIndex, day] of switchDays) {
          for (let quarter = 0; quarter < 96; quarter += 1) {
            const instant = Date.UTC(year, monthIndex, day, 0, quarter * 15 + 7);
            const ours = usWallTime(zone, instant);
            const theirs = usWallTimeByIntl(zone, instant);
            if (JSON.stringify(ours) !== JSON.stringify(theirs)) disagreements.push(new Date(instant).toISOString());
          }
        }
      }
      expect(disagreements).toEqual([]);
    },
  );

  it.each(zones)('agrees with the time zone database in %s at 20,000 instants spread over 1990 to 2060', (zone) => {
    const from = Date.UTC(1990, 0, 1);
    const step = Math.floor((Date.UTC(2060, 0, 1) - from) / 20_000) + 61_111;
    const disagreements: string[] = [];
    for (let instant = from; instant < Date.UTC(2060, 0, 1); instant += step) {
      if (JSON.stringify(usWallTime(zone, instant)) !== JSON.stringify(usWallTimeByIntl(zone, instant))) {
        disagreements.push(new Date(instant).toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('formatStoreDay', () => {
  it("shows the New York day as 'Mon D, YYYY'", () => {
    expect(formatStoreDay(Date.UTC(2026, 2, 4, 15, 0))).toBe('Mar 4, 2026');
    expect(formatStoreDay(Date.UTC(2026, 2, 5, 3, 0))).toBe('Mar 4, 2026');
    expect(formatCalendarDay(2026, 12, 31)).toBe('Dec 31, 2026');
  });
});
