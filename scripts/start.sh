#!/bin/sh
# `npm start`: builds the storefront and serves it from the reference server.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
sh "$root/scripts/ensure-deps.sh"
cd "$root"
PATH="$root/node_modules/.bin:$PATH"
export PATH

echo "start: building the storefront" >&2
(cd apps/store && vite build --logLevel warn)
# The demo's outbox page (/dev/outbox, from this machine only); DEV_PAGES=off hides it, production never has it.
DEV_PAGES=${DEV_PAGES:-on}
export DEV_PAGES
exec tsx apps/api/src/main.ts
