#!/bin/sh
# Runs a command under Node >= 22.12. When the Node on PATH is older, Node 24 is
# installed from the npm registry (the `node@24` package ships the binary) into
# .cache/node inside the project, and put first on PATH for the command.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cache="$root/.cache/node"
wanted_major=$(cut -d. -f1 "$root/.node-version")

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

if ! node_is_recent; then
  if [ ! -x "$cache/node_modules/node/bin/node" ]; then
    echo "with-node: Node $(node -v 2>/dev/null || echo 'missing') is older than 22.12; installing Node $wanted_major into .cache/node" >&2
    mkdir -p "$cache"
    npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node@$wanted_major" >&2
  fi
  PATH="$cache/node_modules/node/bin:$PATH"
  export PATH
fi

exec "$@"
