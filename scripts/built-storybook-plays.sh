#!/bin/sh
# `npm run test:built-storybook`: builds the static Storybook and plays every story in it (STORY=pattern for some).
set -eu
out=$(mktemp -d "${TMPDIR:-/tmp}/storybook-static-XXXXXX")
trap 'rm -rf "$out"' EXIT
node scripts/storybook-build-check.mjs "$out"
node scripts/storybook-plays.mjs "$out" ${STORY:+"$STORY"}
