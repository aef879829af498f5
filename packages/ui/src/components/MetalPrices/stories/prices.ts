import type { MetalLivePrices, MetalPriceHistoryPoint } from '../metals';

const DAY = 24 * 60 * 60 * 1000;
const lastDay = Date.UTC(2026, 2, 12);

/** A smooth, repeatable wobble around a trend, so screenshots never change. */
const wobble = (day: number, base: number, trend: number, swing: number) =>
  Math.round((base + trend * day + swing * Math.sin(day * 0.7) + (swing / 2) * Math.cos(day * 1.9)) * 100) / 100;

/** Thirty daily closes, oldest first, ending 12 March 2026. */
export const thirtyDays: MetalPriceHistoryPoint[] = Array.from({ length: 30 }, (_, day) => ({
  date: new Date(lastDay - (29 - day) * DAY).toISOString().slice(0, 10),
  gold: wobble(day, 2296, 1.6, 9),
  silver: wobble(day, 29.9, -0.03, 0.25),
  platinum: wobble(day, 992, 0.4, 7),
  palladium: wobble(day, 1004, -1.1, 6),
}));

/** The metalsLivePrice message of the API fixtures: palladium has no price. */
export const livePrices: MetalLivePrices = { gold: 2341.1, silver: 29.3, platinum: 1009.75, palladium: null };

/** The next message: gold and platinum move, silver holds. */
export const nextLivePrices: MetalLivePrices = { gold: 2344.6, silver: 29.3, platinum: 1006.25, palladium: 971.4 };
