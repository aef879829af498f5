#!/bin/sh
# Installs the workspace's dependencies when node_modules is missing or older than
# the lock file. Quiet when nothing changed.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

stamp=node_modules/.install-stamp
wanted=$(sha256sum package-lock.json | cut -d" " -f1)

if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$wanted" ]; then
  echo "ensure-deps: installing dependencies (npm ci)" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2
  echo "$wanted" > "$stamp"
fi
