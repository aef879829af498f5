export interface Goal {
  /** The ratio to the floor may be at most this (lower is better). */
  ratioAtMost?: number;
  /** The ratio to the floor must be at least this (higher is better). */
  ratioAtLeast?: number;
  /** The figure itself may be at most this, in its unit. */
  valueAtMost?: number;
  /** The figure itself must be at least this, in its unit. */
  valueAtLeast?: number;
}

export interface Figure {
  label: string;
  value: number;
  unit: string;
  /** The same figure for the thinnest possible implementation on this machine. */
  floor: number;
  /** The target for this figure, when it has one; the run reports it met or missed. */
  goal?: Goal;
}

export interface Benchmark {
  name: string;
  /** What the floor is, in one line. */
  floor: string;
  run: () => Promise<Figure[]>;
}

/** Median of `rounds` timings of `task`, in microseconds. */
export async function medianMicros(rounds: number, task: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const start = process.hrtime.bigint();
    await task();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? 0;
}
