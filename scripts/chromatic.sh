#!/bin/sh
# `npm run chromatic`: publishes Storybook to Chromatic, the hosted visual review.
# The offline visual gate is the story tests' screenshot comparison; this is optional.
set -eu
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  cat >&2 <<'HOW'
chromatic: not published, CHROMATIC_PROJECT_TOKEN is not set.
  1. Sign in at chromatic.com with the repository's GitHub account and add this repository as a project.
  2. Copy the project token from Manage > Configure.
  3. Here: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic
     In GitHub: Settings > Secrets and variables > Actions > New secret CHROMATIC_PROJECT_TOKEN;
     .github/workflows/chromatic.yml then publishes every push and pull request.
HOW
  exit 1
fi
# Without network the CLI hangs instead of failing; bound it.
exec timeout 900 chromatic --config-file chromatic.config.json
