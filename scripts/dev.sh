#!/bin/sh
# `npm run dev`: the reference server on :4000 (API only) and Vite with hot reload on :5173.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
sh "$root/scripts/ensure-deps.sh"
cd "$root"
PATH="$root/node_modules/.bin:$PATH"
export PATH

STORE_DIR=none tsx watch apps/api/src/main.ts &
api=$!
trap 'kill $api 2>/dev/null' EXIT INT TERM
cd apps/store && vite
