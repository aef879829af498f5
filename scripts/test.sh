#!/bin/sh
# `npm test`: every gate of the project. Each gate prints its own counts; all gates run even when one fails, and a
# summary with timings closes the run.
#
# The gates run in two lanes side by side, then the journeys alone: the story tests beside the node gates (typecheck,
# lint, unit), which fills the moments one lane leaves a core idle; the PostgreSQL run goes to whichever lane is free
# first, so neither lane ends long after the other; the end-to-end journeys, which time what buyers see, have the
# machine to themselves. A gate's output is printed whole once it ends, so the lanes' outputs do not interleave.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

sh scripts/ensure-deps.sh || exit 1
CHROME_PATH=$(sh scripts/ensure-browser.sh) || exit 1
PATH="$root/node_modules/.bin:$PATH"
export PATH CHROME_PATH
export NO_COLOR=1 CI=${CI:-1} REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
results="$work/results"
: >"$results"
node scripts/leftover-processes.mjs snapshot "$work/before"
started=$(date +%s)

gate() {
  name=$1
  shift
  log="$work/$name.log"
  t0=$(date +%s)
  if "$@" >"$log" 2>&1; then status=passed; else status=FAILED; fi
  line=$(printf '%-12s %-7s %4ss' "$name" "$status" "$(($(date +%s) - t0))")
  flock "$work/print.lock" sh -c 'printf "\n=== %s ===\n" "$1"; cat "$2"; printf "%s\n" "$3" >>"$4"' \
    - "$name" "$log" "$line" "$results"
}

node_lane() {
  gate generated node scripts/generate.mjs --check
  gate api-lint redocly lint --config openapi/redocly.yaml
  gate typecheck node scripts/typecheck.mjs
  gate lint node scripts/lint.mjs
  gate format node scripts/format-check.mjs
  gate unit vitest run --project domain --project api-client --project api --project features --project store --project tooling
  postgres_if_unclaimed
  gate js-budget node scripts/js-budget.mjs
}

browser_lane() {
  gate storybook node scripts/storybook-build-check.mjs
  gate stories vitest run --project storybook
  postgres_if_unclaimed
}

# The lane that gets here first runs it (mkdir either makes the folder or fails, never both for two callers).
postgres_if_unclaimed() {
  if mkdir "$work/postgres.claimed" 2>/dev/null; then
    gate postgres sh scripts/with-postgres.sh vitest run --project api
  fi
}

node_lane &
node_pid=$!
browser_lane
wait "$node_pid"
gate e2e vitest run --project e2e
gate leftovers node scripts/leftover-processes.mjs check "$work/before"

failed=$(grep -c ' FAILED ' "$results")
printf '\n=== summary ===\n'
cat "$results"
printf 'total        %ss, %s gate(s) failed\n' "$(($(date +%s) - started))" "$failed"
[ "$failed" -eq 0 ]
