#!/bin/sh
# Installs the workspace's dependencies when node_modules is missing or older than
# the lock file. Quiet when nothing changed.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

stamp=node_modules/.install-stamp
wanted=$(cat package-lock.json package.json apps/*/package.json packages/*/package.json e2e/package.json bench/package.json | sha256sum | cut -d' ' -f1)

if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
  echo "ensure-deps: installing dependencies (npm ci)" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
  echo "$wanted" > "$stamp"
fi
