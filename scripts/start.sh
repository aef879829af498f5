#!/bin/sh
# `npm start`: builds the storefront and serves it from the reference server.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
sh "$root/scripts/ensure-deps.sh"
cd "$root"
PATH="$root/node_modules/.bin:$PATH"
export PATH

echo "start: building the storefront" >&2
# Always the production build, whatever NODE_ENV the caller has: Vite bundles React's development build when NODE_ENV
# says otherwise (Vitest, which runs the journeys, sets it to 'test'). Only the build: NODE_ENV=production would also
# turn the server's demo off.
(cd apps/store && NODE_ENV=production vite build --logLevel warn)
# The demo's outbox page (/dev/outbox, from this machine only); DEV_PAGES=off hides it, production never has it.
DEV_PAGES=${DEV_PAGES:-on}
export DEV_PAGES
# One process: tsx's command would run the server as a child of its own, and cost a quarter of its throughput.
exec node --import tsx apps/api/src/main.ts
