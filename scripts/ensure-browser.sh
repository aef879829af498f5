#!/bin/sh
# Makes sure a Chromium is available for the browser tests and prints its path.
# Uses CHROME_PATH when set; otherwise Debian's chromium, installed (with the fonts
# it falls back to) when missing and we are root.
set -eu

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then echo "$CHROME_PATH"; exit 0; fi
  echo "ensure-browser: CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "ensure-browser: installing chromium and fonts from Debian's packages" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core >/dev/null
  else
    cat >&2 <<'MSG'
ensure-browser: no Chromium found at /usr/bin/chromium, and installing one needs root.
Install Debian's `chromium` package (sudo apt-get install chromium fonts-liberation),
or point CHROME_PATH at a Chromium or Chrome binary:  CHROME_PATH=/path/to/chrome npm test
MSG
    exit 1
  fi
fi
echo /usr/bin/chromium
