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
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
npx tsx node_modules/uvu/bin.js test '\.test\.ts$' 2>&1 | tee "$log" || status=$?
# One plain closing line that any CI reader understands.
plain=$(sed 's/\x1b\[[0-9;]*m//g' "$log")
total=$(printf '%s\n' "$plain" | awk '/^ *Total:/ {print $2}' | tail -n 1)
passed=$(printf '%s\n' "$plain" | awk '/^ *Passed:/ {print $2}' | tail -n 1)
skipped=$(printf '%s\n' "$plain" | awk '/^ *Skipped:/ {print $2}' | tail -n 1)
if [ -z "$total" ] || [ -z "$passed" ]; then
  echo "tests: the test runner printed no totals" >&2
  exit 1
fi
echo "tests: ${passed} passed, $((total - passed - ${skipped:-0})) failed, ${skipped:-0} skipped"
exit "$status"
