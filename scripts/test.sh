#!/bin/sh
# `npm test`: every gate of the project. Each gate prints its own counts; all gates run even when one fails, and a
# summary with timings closes the run.
#
# The gates run in two lanes side by side, then the journeys alone. Each lane starts with its own long gate (the unit
# tests; the Storybook build, its plays and the story tests) and then takes the gates of a shared queue, longest first, one at a
# time, so that neither lane ends long after the other: the cores are the limit in this phase. The end-to-end journeys,
# which time what buyers see, have the machine to themselves. A gate's output is printed whole once it ends, so the
# lanes' outputs do not interleave.
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
  gate unit vitest run --project domain --project api-client --project api --project features --project store --project tooling
  shared_queue
}

browser_lane() {
  gate storybook node scripts/storybook-build-check.mjs "$work/storybook-static"
  gate built-plays node scripts/storybook-plays.mjs "$work/storybook-static"
  gate stories vitest run --project storybook
  shared_queue
}

# Each gate of the queue runs once, in the lane that claims it first (mkdir either makes the folder or fails, never both
# for two callers).
shared_queue() {
  claim postgres && gate postgres sh scripts/with-postgres.sh vitest run --project api
  claim lint && gate lint node scripts/lint.mjs
  claim format && gate format node scripts/format-check.mjs
  claim js-budget && gate js-budget node scripts/js-budget.mjs
  return 0
}

claim() {
  mkdir "$work/$1.claimed" 2>/dev/null
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
