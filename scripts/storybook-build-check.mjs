// Gate: the static Storybook a designer opens builds, and every component has its docs page (props table).
// `node scripts/storybook-build-check.mjs [DIR]`: with DIR, the build is written there and kept (the built plays use it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const componentsDir = 'packages/ui/src/components';
const keptDir = process.argv[2];
const outputDir = keptDir ?? mkdtempSync(join(tmpdir(), 'storybook-static-'));
try {
  execFileSync('storybook', ['build', '--quiet', '--output-dir', outputDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { entries } = JSON.parse(readFileSync(join(outputDir, 'index.json'), 'utf8'));
  const docsTitles = new Set(
    Object.values(entries)
      .filter((entry) => entry.type === 'docs')
      .map((entry) =>
        entry.title
          .split('/')
          .at(-1)
          .replace(/ \(.*\)$/, ''),
      ),
  );
  const components = readdirSync(componentsDir).filter((name) =>
    readdirSync(join(componentsDir, name)).some((file) => file.endsWith('.stories.tsx')),
  );
  const missing = components.filter((name) => !docsTitles.has(name));
  const stories = Object.values(entries).filter((entry) => entry.type === 'story').length;
  console.log(`storybook build: ${stories} stories, ${docsTitles.size} docs pages, ${components.length} components`);
  if (!existsSync(join(outputDir, 'index.html'))) throw new Error('storybook build wrote no index.html');
  if (missing.length > 0) {
    console.error(`components without a docs page: ${missing.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  if (!keptDir) rmSync(outputDir, { recursive: true, force: true });
}
