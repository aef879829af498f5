import type { Cents } from '../money/cents';

export type Metal = 'gold' | 'silver' | 'platinum' | 'palladium';

/** Grams in one troy ounce, the unit precious metals are priced in. */
export const GRAMS_PER_TROY_OUNCE = 31.1034768;

/** A weight in grams as troy ounces, to four decimals (how fine content is stated). */
export function troyOuncesFromGrams(grams: number): number {
  return Math.round((grams / GRAMS_PER_TROY_OUNCE) * 10_000) / 10_000;
}

/** What a lot is made of: its metal and fine metal content in troy ounces. */
export interface MetalContent {
  readonly metal: Metal;
  readonly troyOunces: number;
}

/** The content of a lot whose metal and weight are both known and sensible, else null (no melt value to show). */
export function metalContentOf(lot: {
  readonly metal?: Metal | null | undefined;
  readonly metal_troy_oz?: number | null | undefined;
}): MetalContent | null {
  const { metal, metal_troy_oz: troyOunces } = lot;
  if (!metal || troyOunces === null || troyOunces === undefined) return null;
  if (!Number.isFinite(troyOunces) || troyOunces <= 0) return null;
  return { metal, troyOunces };
}

/** The metal's worth at the spot price (cents per troy ounce), rounded to the cent. */
export function meltValue(content: MetalContent, spotPerTroyOunce: Cents): Cents {
  return Math.round(content.troyOunces * spotPerTroyOunce);
}

export interface PremiumOverSpot {
  /** Price minus melt value; negative when the lot goes below its metal's worth. */
  readonly amount: Cents;
  /** The premium as a percentage of the melt value, to one decimal; null when the melt value is zero. */
  readonly percent: number | null;
}

/** How far a price sits above (or below) the metal's worth. */
export function premiumOverSpot(price: Cents, melt: Cents): PremiumOverSpot {
  const amount = price - melt;
  return { amount, percent: melt > 0 ? Math.round((amount / melt) * 1000) / 10 : null };
}
