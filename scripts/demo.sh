#!/usr/bin/env bash
# `npm run demo`: the main job as far as it goes today. Installs what is
# missing, builds the gitshift command, then validates and renders every
# sample config repository under examples/ and says what it rendered.
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
