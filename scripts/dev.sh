#!/bin/sh
# `npm run dev [-- --port N]`: the reference server (API only) on API_PORT (4000) and Vite with hot reload on N (5173).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
sh "$root/scripts/ensure-deps.sh"
cd "$root"
PATH="$root/node_modules/.bin:$PATH"
export PATH
exec node scripts/dev.mjs "$@"
