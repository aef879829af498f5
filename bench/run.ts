// Runs every *.bench.ts in this folder (or those named on the command line) and prints each figure beside its floor,
// as a ratio, with the goal where it has one. A full run (no names) also writes one JSON result per benchmark
// to bench/results/ and the table in bench/RESULTS.md; a partial run only prints.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './benchmark';
import { describeGoal, meetsGoal, ratioOf } from './report/goal';
import { describeMachine, machineLine } from './report/machine';
import { updateResultsPage, writeResults, type BenchmarkResult } from './report/results';

const here = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(here)).filter(
  (file) => file.endsWith('.bench.ts') && (wanted.length === 0 || wanted.some((name) => file.includes(name))),
);

const machine = describeMachine();
const date = new Date().toISOString();
console.log(`bench: ${files.length} benchmark(s) on ${machineLine(machine)}`);

const results: BenchmarkResult[] = [];
const runStarted = Date.now();
for (const file of files) {
  const { benchmark } = (await import(`./${file}`)) as { benchmark: Benchmark };
  console.log(`\n${benchmark.name}\n  ${benchmark.floor}`);
  const started = Date.now();
  const result: BenchmarkResult = { file, name: benchmark.name, floor: benchmark.floor, figures: [], seconds: 0 };
  try {
    result.figures = await benchmark.run();
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
    process.exitCode = 1;
    console.log(`  did not run: ${result.error}`);
  }
  result.seconds = Math.round((Date.now() - started) / 1000);
  for (const figure of result.figures) {
    const ratio = ratioOf(figure);
    const goal = describeGoal(figure.goal, figure.unit);
    const verdict = goal ? `  goal ${goal}: ${meetsGoal(figure) ? 'met' : 'MISSED'}` : '';
    console.log(
      `  ${figure.label.padEnd(44)} ${figure.value.toFixed(1).padStart(10)} ${figure.unit.padEnd(6)} floor ${figure.floor.toFixed(1).padStart(10)}  ratio ${Number.isNaN(ratio) ? 'n/a' : ratio.toFixed(2)}${verdict}`,
    );
  }
  console.log(`  (${result.seconds} s)`);
  results.push(result);
}
console.log(`\nbench: ${Math.round((Date.now() - runStarted) / 1000)} s in all`);

if (wanted.length === 0) {
  const record = { date, machine, results };
  await writeResults(fileURLToPath(new URL('./results/', import.meta.url)), record);
  await updateResultsPage(fileURLToPath(new URL('./RESULTS.md', import.meta.url)), record);
  console.log('bench: wrote bench/results/*.json and the table in bench/RESULTS.md');
}

// Ended here rather than by Node's own teardown: after a full run that teardown was seen spinning at full CPU for
// more than half an hour (in CleanupHandles, waiting on a request that never completed) after every figure was written.
process.exit();
