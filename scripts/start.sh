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
exec tsx apps/api/src/main.ts
