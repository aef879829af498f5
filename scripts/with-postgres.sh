#!/bin/sh
# Runs a command with TEST_DATABASE_URL pointing at a throwaway local PostgreSQL server
# (Debian's package; installed when missing and we are root). Exits 3 without running the
# command when no server can be had, so the caller can say the PostgreSQL run was skipped.
set -eu

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "with-postgres: installing postgresql from Debian's packages" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$bin" ]; then
  echo "with-postgres: no PostgreSQL server found (install Debian's postgresql package)" >&2
  exit 3
fi

dir=$(mktemp -d /tmp/storefront-pg.XXXXXX)
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

as_owner "$bin/initdb -D $dir/data -U storefront --auth=trust" >/dev/null
# Below Linux's ephemeral ports (32768 and up), which a benchmark's thousands of client sockets may hold; another
# port is tried when one is taken anyway.
for try in 0 1 2 3 4; do
  port=$((25000 + ($$ + try * 211) % 5000))
  if as_owner "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1' -l $dir/log -w start" >/dev/null; then
    break
  fi
  [ "$try" = 4 ] && { tail -n 5 "$dir/log" >&2; rm -rf "$dir"; exit 1; }
done
trap 'as_owner "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1; rm -rf "$dir"' EXIT INT TERM

TEST_DATABASE_URL="postgres://storefront@127.0.0.1:$port/postgres"
export TEST_DATABASE_URL
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port" >&2
"$@"
