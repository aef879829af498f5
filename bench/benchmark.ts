export interface Figure {
  label: string;
  value: number;
  unit: string;
  /** The same figure for the thinnest possible implementation on this machine. */
  floor: number;
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
