#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the
# lockfile, so `npm test` and `npm run demo` work on a fresh clone. Idempotent.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "==> installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
else
  echo "==> npm packages up to date"
fi
