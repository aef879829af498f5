// The processes of this project: their working folder or command line in the project, or a temporary folder the tests
// make (servers, databases, browsers). `snapshot FILE` records the ones running before the suite; `check FILE` fails,
// listing them, when a process that was not running then is still running (after a short grace for ones shutting
// down). This script and its ancestors (the test command itself) are never counted.
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TEMPORARY_FOLDERS = /storefront-(restart|scale|test-files|files|pg)[-.]/;
const GRACE_MS = 10_000;

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

function parentOf(pid) {
  const stat = read(`/proc/${pid}/stat`);
  return stat === null ? 0 : Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function ancestors() {
  const chain = new Set();
  for (let pid = process.pid; pid > 1; pid = parentOf(pid)) chain.add(pid);
  return chain;
}

function projectProcesses() {
  const own = ancestors();
  const found = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry) || own.has(Number(entry))) continue;
    const args = read(`/proc/${entry}/cmdline`);
    if (!args) continue;
    const stat = read(`/proc/${entry}/stat`) ?? '';
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${entry}/cwd`);
    } catch {
      // A process of another user, or one that just ended: its command line still says what it is.
    }
    const command = args.split('\0').join(' ').trim();
    if (`${cwd}/`.startsWith(root) || command.includes(root) || TEMPORARY_FOLDERS.test(command)) {
      found.set(entry, command.slice(0, 200));
    }
  }
  return found;
}

const [mode, file] = process.argv.slice(2);
if (mode === 'snapshot' && file) {
  writeFileSync(file, [...projectProcesses().keys()].join('\n'));
} else if (mode === 'check' && file) {
  const before = new Set((read(file) ?? '').split('\n'));
  const leftovers = () => [...projectProcesses()].filter(([pid]) => !before.has(pid));
  const until = Date.now() + GRACE_MS;
  let left = leftovers();
  while (left.length > 0 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    left = leftovers();
  }
  for (const [pid, command] of left) console.log(`leftover: pid ${pid}: ${command}`);
  console.log(`leftovers: ${left.length} process(es) started by the suite still running`);
  process.exit(left.length > 0 ? 1 : 0);
} else {
  console.error('usage: node scripts/leftover-processes.mjs snapshot|check FILE');
  process.exit(2);
}
