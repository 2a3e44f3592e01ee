#!/usr/bin/env bash
# `npm run demo`: the main job as far as it goes today. Installs what is
# missing, builds the gitshift command, validates and renders every sample
# config repository under examples/, then syncs examples/team-projects to a
# real control plane (the testbed): plan, sync --wait, status, a drift put
# back, and a resync that writes nothing. Then runs `gitshift serve` on a
# config repository made from examples/image-updates: two images pushed with
# skopeo to a real registry become commits and rollouts (scripts/demo-serve.ts).
# Stops the testbed if it started it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-node-deps.sh
echo "==> building the gitshift command"
npm run --silent build

out=$(mktemp -d "${TMPDIR:-/tmp}/gitshift-demo.XXXXXX")
# A throwaway seed: generated template values (the Redis password) are derived from it.
seed_file="$out/template-seed"
head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$seed_file"

for example in examples/*/; do
  example=${example%/}
  name=$(basename "$example")
  echo
  echo "==> $example"
  node bin/gitshift.js validate "$example" --seed-file "$seed_file"
  node bin/gitshift.js render "$example" --seed-file "$seed_file" --out "$out/$name" 2>&1 | sed 's/^/    /'
  for project in "$out/$name"/*/; do
    project=${project%/}
    printf '    %-14s' "$(basename "$project"):"
    find "$project" -maxdepth 1 -name '*.yaml' -printf '%f\n' | sed -E 's/-.*//' | sort | uniq -c | awk '{printf " %s %s", $1, $2}'
    if [ -d "$project/hooks" ]; then
      printf ' (+%s lifecycle hook jobs)' "$(find "$project/hooks" -name '*.yaml' | wc -l)"
    fi
    echo
  done
done

echo
echo "==> where the images come from (examples/ruby-sample)"
grep -h -E '^\s+image:' "$out"/ruby-sample/ruby-sample/deployment-*.yaml | sed 's/^ */    /'
echo
echo "Rendered manifests are in $out"

echo
echo "==> the real control plane (built from the Kubernetes Go modules on first use, then cached)"
bash testbed/install.sh
started_testbed=0
cleanup() { if [ "$started_testbed" = 1 ]; then npx tsx testbed/cli.ts down; fi; }
trap cleanup EXIT
if npx tsx testbed/cli.ts status | grep -q 'ready: yes'; then
  echo "    using the testbed that is already running"
else
  started_testbed=1
fi
# `up` is idempotent; its last line is `export KUBECONFIG=<path>`.
eval "$(npx tsx testbed/cli.ts up | tail -n 1)"
# shellcheck source=../testbed/lib.sh
source testbed/lib.sh
gitshift() { node bin/gitshift.js "$@"; }
repo=examples/team-projects

echo
echo "==> gitshift plan $repo   (exit 2: changes pending)"
gitshift plan "$repo" || [ $? -eq 2 ]
echo
echo "==> gitshift sync $repo --wait"
gitshift sync "$repo" --wait --timeout 2m
echo
echo "==> gitshift status"
gitshift status
echo
echo "==> someone scales team-a's storefront by hand; the next sync puts Git's value back"
"$BIN_DIR/kubectl" -n team-a scale deployment/storefront --replicas=7
gitshift plan "$repo" --project team-a || [ $? -eq 2 ]
gitshift sync "$repo" --project team-a
echo
echo "==> a resync with nothing changed: no object is written"
gitshift sync "$repo"
gitshift plan "$repo"

echo
echo "==> gitshift serve: image pushes become commits in Git, and rollouts"
npx tsx scripts/demo-serve.ts
