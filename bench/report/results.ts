import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Figure } from '../benchmark';
import { describeGoal, meetsGoal, ratioOf } from './goal';
import { machineLine, type Machine } from './machine';

export interface BenchmarkResult {
  file: string;
  name: string;
  floor: string;
  figures: Figure[];
  /** Set when the benchmark could not run to its end. */
  error?: string;
  seconds: number;
}

export interface RunRecord {
  date: string;
  machine: Machine;
  results: BenchmarkResult[];
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');
const number = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(1));

/** One JSON file per benchmark, named after its file. */
export async function writeResults(folder: string, record: RunRecord) {
  await mkdir(folder, { recursive: true });
  for (const result of record.results) {
    const name = result.file.replace(/\.bench\.ts$/, '.json');
    await writeFile(
      join(folder, name),
      `${JSON.stringify({ date: record.date, machine: record.machine, ...result }, null, 2)}\n`,
    );
  }
}

export function markdownTable(record: RunRecord): string {
  const rows = record.results.flatMap((result) =>
    result.error
      ? [`| ${cell(result.name)} | did not run: ${cell(result.error)} | | | | |`]
      : result.figures.map((figure) => {
          const met = meetsGoal(figure);
          const goal = describeGoal(figure.goal, figure.unit);
          return `| ${cell(result.name)} | ${cell(figure.label)} | ${number(figure.value)} ${figure.unit} | ${number(figure.floor)} ${figure.unit} | ${ratioOf(figure).toFixed(2)} | ${goal ? `${cell(goal)}: ${met ? 'met' : '**missed**'}` : ''} |`;
        }),
  );
  return [
    `Run on ${record.date.slice(0, 10)}: ${machineLine(record.machine)}.`,
    '',
    '| Benchmark | Figure | Value | Floor | Ratio | Goal |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Replaces the table between the results page's bench markers with this run's. */
export async function updateResultsPage(page: string, record: RunRecord) {
  const text = await readFile(page, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${page} has no ${START} … ${END} section`);
  const updated = `${text.slice(0, start + START.length)}\n${markdownTable(record)}\n${text.slice(end)}`;
  // Formatted as the format gate expects, so a bench run leaves the page ready to commit.
  await writeFile(page, await format(updated, { ...(await resolveConfig(page)), filepath: page }));
}
