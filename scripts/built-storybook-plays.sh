#!/bin/sh
# `npm run test:built-storybook`: builds the static Storybook and plays every story in it (STORY=pattern for some).
set -eu
out=$(mktemp -d "${TMPDIR:-/tmp}/storybook-static-XXXXXX")
trap 'rm -rf "$out"' EXIT
storybook build --quiet --output-dir "$out" >/dev/null
node scripts/storybook-plays.mjs "$out" ${STORY:+"$STORY"}
