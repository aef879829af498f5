// Prettier check over every file git knows (tracked or new), printing a count.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import * as prettier from 'prettier';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter(Boolean);

let checked = 0;
const unformatted = [];
for (const file of files) {
  const info = await prettier.getFileInfo(file, { ignorePath: '.prettierignore' }).catch(() => null);
  if (!info || info.ignored || !info.inferredParser) continue;
  const source = await readFile(file, 'utf8').catch(() => null);
  if (source === null) continue;
  const options = await prettier.resolveConfig(file);
  checked += 1;
  if (!(await prettier.check(source, { ...options, filepath: file }))) unformatted.push(file);
}

for (const file of unformatted) console.error(`format: not formatted: ${file}`);
console.log(
  `format: ${checked} files checked, ${unformatted.length} not formatted${unformatted.length ? ' (run `npm run format`)' : ''}`,
);
process.exit(unformatted.length ? 1 : 0);
