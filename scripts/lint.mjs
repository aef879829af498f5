// ESLint over the tree, printing the findings and a one-line count.
import { ESLint } from 'eslint';

const eslint = new ESLint({ cache: true, cacheLocation: 'node_modules/.cache/eslint/' });
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);

const errors = results.reduce((sum, r) => sum + r.errorCount, 0);
const warnings = results.reduce((sum, r) => sum + r.warningCount, 0);
console.log(`lint: ${results.length} files, ${errors} errors, ${warnings} warnings`);
process.exit(errors > 0 ? 1 : 0);
