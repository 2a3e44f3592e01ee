#!/usr/bin/env bash
# Builds Flux's source-controller and kustomize-controller, the benchmark peer
# of bench:sync, from their Go modules at the versions pinned in
# testbed/versions.env. Each is cached outside the repository under its own key
# (beside the testbed's binaries), so bumping one rebuilds only that one; its
# module copy stays in the cache too, as the CRDs are read from it.
# A second run finds both in place and takes seconds. On stdout, one line per
# controller: its name and its directory (bin/<name>, src/config/crd/bases).
#
# What the module zips need before they build here:
#   - each go.mod replaces its own ./api module with a local path the zip does
#     not hold: the replace is dropped, so the published api module is used;
#   - source-controller requires github.com/fluxcd/pkg/artifact v0.18.3, which
#     the module proxy refuses (v0.18.2 too): v0.18.1 stands in for it.
set -euo pipefail
source "$(dirname "$0")/../../testbed/lib.sh"

FLUX_ARTIFACT_VERSION=v0.18.1

# The module copied out of the module cache, made writable and mended, built
# where it stands; a copy without .complete was interrupted and is redone.
# (`go mod download` of the whole module would fail: some of its test-only
# dependencies, fluxcd/pkg/helmtestserver among them, are refused by the proxy;
# the build fetches what it needs.)
flux_module() {
  local name=$1 version=$2 dir=$3
  [ -f "$dir/.complete" ] && return
  rm -rf "$dir" && mkdir -p "$(dirname "$dir")"
  local download source
  download=$(cd "$(dirname "$dir")" && GOFLAGS=-mod=mod go mod download -json "github.com/fluxcd/$name@$version")
  source=$(sed -n 's/.*"Dir": "\(.*\)".*/\1/p' <<<"$download")
  [ -n "$source" ] || { echo "flux: go mod download github.com/fluxcd/$name@$version gave no directory: $download" >&2; exit 1; }
  cp -r "$source" "$dir"
  chmod -R u+w "$dir"
  (cd "$dir" && go mod edit -dropreplace "github.com/fluxcd/$name/api")
  if [ "$name" = source-controller ]; then
    (cd "$dir" && go mod edit -replace "github.com/fluxcd/pkg/artifact=github.com/fluxcd/pkg/artifact@$FLUX_ARTIFACT_VERSION")
  fi
  touch "$dir/.complete"
}

build_flux() {
  local name=$1 version=$2
  local dir="$CACHE_ROOT/flux-$name-$version"
  local bin="$dir/bin/$name"
  if [ -x "$bin" ]; then log "flux $name: cached ($bin)"; echo "$name $dir"; return; fi
  local start=$SECONDS
  flux_module "$name" "$version" "$dir/src"
  log "flux $name: building github.com/fluxcd/$name@$version (first build takes about 3.5 min on 2 cores)"
  mkdir -p "$dir/bin"
  (cd "$dir/src" && CGO_ENABLED=0 GOFLAGS=-mod=mod go build -trimpath -ldflags '-s -w' -o "$bin.partial" .)
  mv "$bin.partial" "$bin"
  log "flux $name: built in $((SECONDS - start)) s, $(du -h "$bin" | cut -f1)"
  echo "$name $dir"
}

main() {
  command -v go >/dev/null || { echo "flux: Go is required to build the Flux controllers" >&2; exit 1; }
  command -v git >/dev/null || { echo "flux: git is required to serve the repository Flux reads" >&2; exit 1; }
  local start=$SECONDS
  build_flux source-controller "$FLUX_SOURCE_CONTROLLER_VERSION"
  build_flux kustomize-controller "$FLUX_KUSTOMIZE_CONTROLLER_VERSION"
  log "flux controllers ready in $CACHE_ROOT ($((SECONDS - start)) s)"
}

main "$@"
