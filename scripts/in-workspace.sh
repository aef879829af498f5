#!/bin/sh
# Runs a command from the project root with dependencies installed and their
# binaries on PATH. Expects to run under scripts/with-node.sh.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
sh "$root/scripts/ensure-deps.sh"
cd "$root"
PATH="$root/node_modules/.bin:$PATH"
export PATH
exec "$@"
