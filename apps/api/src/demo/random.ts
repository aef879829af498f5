/** A small seeded generator (mulberry32), so the demo store is the same every time it is seeded. */
export interface Random {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number from min to max, both included. */
  between: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    pick: (items) => items[between(0, items.length - 1)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}
