// Runs every *.bench.ts in this folder (or those named on the command line) and prints
// each figure beside its floor, as a ratio.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Benchmark } from './benchmark';

const here = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = (await readdir(here)).filter(
  (file) => file.endsWith('.bench.ts') && (wanted.length === 0 || wanted.some((name) => file.includes(name))),
);

for (const file of files) {
  const { benchmark } = (await import(`./${file}`)) as { benchmark: Benchmark };
  console.log(`\n${benchmark.name}\n  ${benchmark.floor}`);
  for (const figure of await benchmark.run()) {
    const ratio = figure.floor > 0 ? (figure.value / figure.floor).toFixed(2) : 'n/a';
    console.log(
      `  ${figure.label.padEnd(36)} ${figure.value.toFixed(1).padStart(10)} ${figure.unit.padEnd(6)} floor ${figure.floor.toFixed(1).padStart(10)}  ratio ${ratio}`,
    );
  }
}
