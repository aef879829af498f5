#!/bin/sh
# `npm test`: every gate of the project, in order. Each gate prints its own counts;
# all gates run even when one fails, and a summary with timings closes the run.
set -u
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

sh scripts/ensure-deps.sh || exit 1
CHROME_PATH=$(sh scripts/ensure-browser.sh) || exit 1
PATH="$root/node_modules/.bin:$PATH"
export PATH CHROME_PATH
export NO_COLOR=1 CI=${CI:-1} REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

summary=""
failed=0
before=$(mktemp)
node scripts/leftover-processes.mjs snapshot "$before"
started=$(date +%s)

gate() {
  name=$1
  shift
  printf '\n=== %s ===\n' "$name"
  t0=$(date +%s)
  if "$@"; then status=passed; else status=FAILED; failed=$((failed + 1)); fi
  summary="$summary$(printf '%-12s %-7s %4ss' "$name" "$status" "$(($(date +%s) - t0))")
"
}

gate generated node scripts/generate.mjs --check
gate api-lint redocly lint --config openapi/redocly.yaml
gate typecheck node scripts/typecheck.mjs
gate lint node scripts/lint.mjs
gate format node scripts/format-check.mjs
gate unit vitest run --project domain --project api-client --project api --project features --project store --project tooling
gate postgres sh scripts/with-postgres.sh vitest run --project api
gate js-budget node scripts/js-budget.mjs
gate storybook node scripts/storybook-build-check.mjs
gate stories vitest run --project storybook
gate e2e vitest run --project e2e
gate leftovers node scripts/leftover-processes.mjs check "$before"
rm -f "$before"

printf '\n=== summary ===\n%s' "$summary"
printf 'total        %ss, %s gate(s) failed\n' "$(($(date +%s) - started))" "$failed"
[ "$failed" -eq 0 ]
