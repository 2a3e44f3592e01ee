#!/usr/bin/env bash
# The body of `npm test`: everything a fresh machine needs, then type-check,
# lint, format check and every test — unit, property and e2e against the real
# control plane, registry and git. Exits with the status of the checks.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-node-deps.sh
echo "==> testbed: Debian packages and control-plane binaries (cached after the first build)"
bash testbed/install.sh

log=$(mktemp)
started_testbed=0
cleanup() {
  rm -f "$log"
  # Stop only what this run started: a developer's own testbed stays up.
  if [ "$started_testbed" = 1 ]; then npx tsx testbed/cli.ts down || true; fi
}
trap cleanup EXIT

# The e2e tests need the real kubelet node (pods that really run, builds).
# A testbed already running without it is a developer's: this script does not
# stop it, it fails and says what to do.
testbed_status=$(npx tsx testbed/cli.ts status)
if grep -q 'ready: yes' <<<"$testbed_status"; then
  if ! grep -q 'real node: .* up and Ready' <<<"$testbed_status"; then
    echo "tests: a testbed is running without its real node, which the e2e tests need." >&2
    echo "tests: stop it with 'npm run testbed:down' (or start it with 'npm run testbed:up -- --real-node') and run again." >&2
    exit 1
  fi
  echo "==> testbed: already running with its real node, using it"
else
  echo "==> testbed: starting the control plane and the real node"
  started_testbed=1
  npx tsx testbed/cli.ts up --real-node
fi

echo "==> type-check"
npx tsc -p tsconfig.json --noEmit
echo "==> lint and format check"
npx eslint .
npx prettier --check .
echo "==> tests"
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
failed=$((total - passed - ${skipped:-0}))
if [ "$failed" -gt 0 ]; then
  # uvu prints each failure beside its file, far above the end of a long log;
  # repeat them here so a reader of the log's tail sees what failed and why.
  echo "==> failures (repeated from above)"
  printf '%s\n' "$plain" | awk '
    /^[^ ].*\.test\.ts$/ { file = $0; on = 0 }
    /^ *Total:/ { on = 0 }
    /^ +FAIL / { on = 1; shown = 0; print file }
    /node_modules\// { next }
    on && shown < 40 { print; shown++ }
  '
fi
echo "tests: ${passed} passed, ${failed} failed, ${skipped:-0} skipped"
exit "$status"
