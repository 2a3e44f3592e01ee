#!/usr/bin/env bash
# The body of `npm test`: everything a fresh machine needs, then type-check,
# lint and every test. Exits with the status of the checks.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-deps.sh
echo "==> type-check"
npx tsc -p tsconfig.json --noEmit
echo "==> lint and format check"
npx eslint .
npx prettier --check .
echo "==> tests"
npx tsx node_modules/uvu/bin.js test '\.test\.ts$'
