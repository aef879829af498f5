import type { Sample } from './simulatedBuyer';

export interface MemorySample {
  /** ms since the soak's start. */
  at: number;
  rss: number;
}

export interface MinuteRow {
  minute: number;
  answers: number;
  bids: number;
  accepted: number;
  errors: number;
  drops: number;
  p50: number;
  p99: number;
  rssMb: number;
  socketMessages: number;
}

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** One row per minute: answers, bids, errors, socket drops, answer times, the server's mean RSS, socket messages. */
export function minuteRows(
  minutes: number,
  samples: readonly Sample[],
  memory: readonly MemorySample[],
  drops: readonly { at: number }[],
  messagesByMinute: readonly number[],
): MinuteRow[] {
  return Array.from({ length: minutes }, (_, minute) => {
    const within = (at: number) => at >= minute * 60_000 && at < (minute + 1) * 60_000;
    const answers = samples.filter((sample) => within(sample.at));
    const times = answers.map((sample) => sample.ms).sort((a, b) => a - b);
    const bids = answers.filter((sample) => sample.operation === 'bid');
    const rss = memory.filter((sample) => within(sample.at)).map((sample) => sample.rss);
    return {
      minute: minute + 1,
      answers: answers.length,
      bids: bids.length,
      accepted: bids.filter((sample) => sample.accepted).length,
      errors: answers.filter((sample) => sample.error !== null).length,
      drops: drops.filter((drop) => within(drop.at)).length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      rssMb: rss.length > 0 ? mean(rss) / 2 ** 20 : Number.NaN,
      socketMessages: messagesByMinute[minute] ?? 0,
    };
  });
}

export function printTable(rows: readonly MinuteRow[]) {
  const header = [
    'minute',
    'answers',
    'bids',
    'accepted',
    'errors',
    'drops',
    'p50 ms',
    'p99 ms',
    'RSS MB',
    'socket msgs',
  ];
  const lines = rows.map((row) => [
    String(row.minute),
    String(row.answers),
    String(row.bids),
    String(row.accepted),
    String(row.errors),
    String(row.drops),
    row.p50.toFixed(0),
    row.p99.toFixed(0),
    row.rssMb.toFixed(1),
    String(row.socketMessages),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, column) => cell.padStart(widths[column]!)).join('  '));
}

export interface Verdict {
  check: string;
  figure: string;
  passed: boolean;
}

/**
 * The soak's three checks: no error at all (HTTP, network, socket drops); memory flat after the warm-up (the mean RSS
 * of the last minute at most 10 % above that of the warm-up's last minute); the last minute's p99 at most twice the
 * first minute's.
 */
export function verdicts(rows: readonly MinuteRow[], warmUpMinutes: number): Verdict[] {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const warm = rows[warmUpMinutes - 1]!;
  const errors = rows.reduce((sum, row) => sum + row.errors + row.drops, 0);
  const growth = last.rssMb / warm.rssMb - 1;
  const slowdown = last.p99 / first.p99;
  return [
    { check: 'errors (HTTP, network, socket drops) = 0', figure: String(errors), passed: errors === 0 },
    {
      check: `server RSS growth, minute ${warm.minute} to minute ${last.minute} ≤ 10 %`,
      figure: `${(growth * 100).toFixed(1)} % (${warm.rssMb.toFixed(1)} → ${last.rssMb.toFixed(1)} MB)`,
      passed: growth <= 0.1,
    },
    {
      check: 'p99 of the last minute ≤ 2× the first minute',
      figure: `${slowdown.toFixed(2)}× (${first.p99} → ${last.p99} ms)`,
      passed: slowdown <= 2,
    },
  ];
}
