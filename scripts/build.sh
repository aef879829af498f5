#!/bin/sh
# `npm run build`: the storefront (apps/store/dist) and the server (apps/api/dist), once, for `npm run serve`.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
PATH="$root/node_modules/.bin:$PATH"
export PATH
# The production build of React whatever NODE_ENV the caller has (see scripts/start.sh).
(cd apps/store && NODE_ENV=production vite build --logLevel warn)
node scripts/build-api.mjs
