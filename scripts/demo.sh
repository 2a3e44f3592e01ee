#!/usr/bin/env bash
# `npm run demo`: the main job as far as it goes today. Installs what is
# missing, builds the gitshift command, validates and renders every sample
# config repository under examples/, then syncs examples/team-projects to a
# real control plane (the testbed): plan, sync --wait, status, a drift put
# back, and a resync that writes nothing. Then runs `gitshift serve` on a
# config repository made from examples/image-updates: two images pushed with
# skopeo to a real registry become commits and rollouts (scripts/demo-serve.ts).
# Last, builds (scripts/demo-builds.ts): a person's `git push` to an
# application's source becomes a signed GitHub delivery, a buildah build, an
# image, a tag commit and a new pod on the testbed's real node answering with
# the pushed page, each stage timed. Then pull requests (scripts/demo-pulls.ts):
# a PR on a real Gitea gets its plan as one comment and a status, and a preview
# namespace whose host answers through the testbed's ingress controller until
# the PR closes. Starts the testbed with its real node, and stops it only if it
# started it.
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
# The builds stage needs the real kubelet node (pods that really run). A
# testbed already running without it is someone else's: the demo does not
# stop it, it says so and what to do (as scripts/test.sh does).
testbed_status=$(npx tsx testbed/cli.ts status)
if grep -q 'ready: yes' <<<"$testbed_status"; then
  if ! grep -q 'real node: .* up and Ready' <<<"$testbed_status"; then
    real_node=$(grep 'real node:' <<<"$testbed_status" | sed 's/^ *//' || true)
    echo "demo: a testbed is running without a Ready real node (${real_node:-no real node line}), which the builds stage needs." >&2
    echo "demo: stop it with 'npm run testbed:down' and run the demo again: it then starts the testbed with its real node." >&2
    exit 1
  fi
  echo "    using the testbed that is already running, with its real node"
else
  echo "    starting the control plane and the real node"
  started_testbed=1
fi
# `up` is idempotent; its last line is `export KUBECONFIG=<path>`.
eval "$(npx tsx testbed/cli.ts up --real-node | tail -n 1)"
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
# One project at a time, those of $repo: on a shared testbed other people's
# projects (tests mid-rollout) would make a bare `gitshift status` exit 1.
for project in "$repo"/projects/*/; do
  project=$(basename "$project")
  echo "==> gitshift status --project $project"
  gitshift status --project "$project"
done
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

echo
echo "==> builds: a git push becomes an image, a tag commit in Git and a new pod on the real node, each stage timed"
npx tsx scripts/demo-builds.ts

echo
echo "==> pull requests: a plan comment on a real forge (Gitea), and a preview that answers through the ingress controller"
npx tsx scripts/demo-pulls.ts
