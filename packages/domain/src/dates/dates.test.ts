import { describe, expect, it } from 'vitest';
import { formatAuctionCardStart, formatLotDate } from './format';

describe('formatLotDate', () => {
  it("shows America/New_York as 'MM/DD/YYYY hh:mm A'", () => {
    expect(formatLotDate(Date.UTC(2026, 0, 5, 5, 7))).toBe('01/05/2026 12:07 AM');
    expect(formatLotDate(Date.UTC(2026, 6, 4, 23, 30))).toBe('07/04/2026 07:30 PM');
    expect(formatLotDate(Date.UTC(2026, 11, 31, 17, 0))).toBe('12/31/2026 12:00 PM');
  });
});

describe('formatAuctionCardStart', () => {
  it("shows Pacific time with 'PST'", () => {
    expect(formatAuctionCardStart(Date.UTC(2026, 0, 5, 18, 0))).toBe('01/05/2026 10:00 AM PST');
    expect(formatAuctionCardStart(Date.UTC(2026, 6, 4, 17, 0))).toBe('07/04/2026 10:00 AM PST');
  });
});
