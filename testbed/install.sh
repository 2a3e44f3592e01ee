#!/usr/bin/env bash
# Installs what the testbed needs, only what is missing:
#   - Debian packages: docker-registry, skopeo, buildah, git, openssl, and for
#     the real node containerd, runc, the CNI plugins, busybox-static, iptables
#     (and zsh and fish, the shells `gitshift completion` is tested in)
#     (and chromium, the browser the status page's tests drive)
#   - Go-built binaries, cached outside the repository and keyed by versions.env:
#     kube-apiserver, kube-controller-manager, kube-scheduler, kubectl, kubelet
#     (from k8s.io/kubernetes), etcd (from go.etcd.io/etcd/server/v3), kwok, and
#     pause (the real node's sandbox process, from the standard library only),
#     Gitea (the forge pull request tests use, with cgo for SQLite) and Traefik
#     (the ingress controller preview URLs answer through), each under its own key.
#   - Keystone and gunicorn from PyPI, in a Python virtualenv keyed by their
#     versions and testbed/keystone/constraints.txt (the identity tests' Keystone).
# A second run finds everything in place and takes seconds.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

install_debian_packages() {
  local wanted=(docker-registry skopeo buildah git openssl ca-certificates iproute2 procps curl openssh-server openssh-client apache2-utils
    containerd runc containernetworking-plugins busybox-static iptables gcc libc6-dev
    zsh fish chromium python3 python3-venv)
  local missing=()
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    log "Debian packages present"
    return
  fi
  log "installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "testbed: installing ${missing[*]} needs root (apt-get install)" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Builds one binary with progress and timing, unless it is in the cache already.
build() {
  local name=$1 module_dir=$2 package=$3 ldflags=${4:-}
  if [ -x "$BIN_DIR/$name" ]; then
    log "$name: cached ($BIN_DIR/$name)"
    return
  fi
  log "$name: building $package (first build takes minutes)"
  local start=$SECONDS
  (cd "$module_dir" && CGO_ENABLED=0 go build -mod=mod -trimpath -ldflags "-s -w $ldflags" -o "$BIN_DIR/$name.partial" "$package")
  mv "$BIN_DIR/$name.partial" "$BIN_DIR/$name"
  log "$name: built in $((SECONDS - start)) s, $(du -h "$BIN_DIR/$name" | cut -f1)"
}

# k8s.io/kubernetes replaces its staging modules with local paths, which a
# dependent module cannot follow: the wrapper module replaces each of them with
# its published v0.Y.Z release instead.
kubernetes_module() {
  local dir="$CACHE_DIR/src/kubernetes"
  [ -f "$dir/go.sum" ] && { echo "$dir"; return; }
  mkdir -p "$dir"
  local staging_version="v0.${KUBERNETES_VERSION#v1.}"
  local upstream
  upstream=$(cd "$dir" && GOFLAGS=-mod=mod go mod download -json "k8s.io/kubernetes@$KUBERNETES_VERSION" | sed -n 's/.*"GoMod": "\(.*\)".*/\1/p')
  {
    echo "module gitshift.local/testbed/kubernetes"
    echo
    echo "go $(go env GOVERSION | sed -E 's/^go([0-9]+\.[0-9]+).*/\1/')"
    echo
    echo "require k8s.io/kubernetes $KUBERNETES_VERSION"
    echo
    grep -E '^\s*k8s\.io/[a-z0-9-]+ => \./staging/' "$upstream" | awk -v v="$staging_version" '{print "replace " $1 " => " $1 " " v}'
  } > "$dir/go.mod"
  (cd "$dir" && go mod download k8s.io/kubernetes >&2 && go get "k8s.io/kubernetes@$KUBERNETES_VERSION" >&2)
  echo "$dir"
}

etcd_module() {
  local dir="$CACHE_DIR/src/etcd"
  mkdir -p "$dir"
  # Written every time, so a cache left by an interrupted or older run is mended.
  cat > "$dir/main.go" <<'GO'
// Command etcd: the etcd server, built from go.etcd.io/etcd/server/v3.
package main

import (
	"os"

	"go.etcd.io/etcd/server/v3/etcdmain"
)

func main() { etcdmain.Main(os.Args) }
GO
  [ -f "$dir/go.sum" ] && { echo "$dir"; return; }
  printf 'module gitshift.local/testbed/etcd\n\ngo %s\n' "$(go env GOVERSION | sed -E 's/^go([0-9]+\.[0-9]+).*/\1/')" > "$dir/go.mod"
  (cd "$dir" && go get "go.etcd.io/etcd/server/v3@$ETCD_VERSION" >&2 && go mod tidy >&2)
  echo "$dir"
}

kwok_module() {
  local dir="$CACHE_DIR/src/kwok"
  [ -f "$dir/go.sum" ] && { echo "$dir"; return; }
  mkdir -p "$dir"
  printf 'module gitshift.local/testbed/kwok\n\ngo %s\n' "$(go env GOVERSION | sed -E 's/^go([0-9]+\.[0-9]+).*/\1/')" > "$dir/go.mod"
  (cd "$dir" && go get "sigs.k8s.io/kwok@$KWOK_VERSION" >&2)
  echo "$dir"
}

# kwok ships its default behaviour as Stage manifests in its module, not in the
# binary: nodes become Ready, pods Running and Ready, Job pods Succeeded.
kwok_stages() {
  local out="$CACHE_DIR/kwok-stages.yaml"
  [ -s "$out" ] && { log "kwok stages: cached"; return; }
  local module
  module=$(cd "$(kwok_module)" && go list -m -f '{{.Dir}}' sigs.k8s.io/kwok)
  local stage
  : > "$out.partial"
  for stage in "$module"/kustomize/stage/node/fast/*.yaml "$module"/kustomize/stage/pod/fast/*.yaml; do
    [ "$(basename "$stage")" = kustomization.yaml ] && continue
    printf -- '---\n' >> "$out.partial"
    cat "$stage" >> "$out.partial"
  done
  mv "$out.partial" "$out"
  log "kwok stages: $(grep -c '^kind: Stage' "$out") written to $out"
}

# The real node's pod sandboxes run this instead of registry.k8s.io/pause, which
# would be a download: it waits for SIGINT or SIGTERM and reaps orphans, as
# PID 1 of a pod that shares its process namespace must.
pause_module() {
  local dir="$CACHE_DIR/src/pause"
  mkdir -p "$dir"
  cat > "$dir/main.go" <<'GO'
// Command pause: holds a pod sandbox's namespaces until it is told to stop.
package main

import (
	"os"
	"os/signal"
	"syscall"
)

func main() {
	signals := make(chan os.Signal, 8)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM, syscall.SIGCHLD)
	for sig := range signals {
		if sig != syscall.SIGCHLD {
			os.Exit(0)
		}
		for {
			var status syscall.WaitStatus
			if pid, err := syscall.Wait4(-1, &status, syscall.WNOHANG, nil); pid <= 0 || err != nil {
				break
			}
		}
	}
}
GO
  printf 'module gitshift.local/testbed/pause\n\ngo %s\n' "$(go env GOVERSION | sed -E 's/^go([0-9]+\.[0-9]+).*/\1/')" > "$dir/go.mod"
  echo "$dir"
}

# A module whose go.mod cannot be required from another module (Gitea and
# Traefik replace some of their dependencies): its source is copied out of the
# module cache, made writable, and built where it stands. The copy stays in the
# cache: Gitea reads its templates and assets from it at run time.
module_copy() {
  local module=$1 version=$2 dir=$3
  if [ -f "$dir/.complete" ]; then echo "$dir"; return; fi
  rm -rf "$dir" && mkdir -p "$(dirname "$dir")"
  local source
  source=$(GOFLAGS=-mod=mod go mod download -json "$module@$version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
  [ -n "$source" ] || { echo "testbed: go mod download $module@$version gave no directory" >&2; exit 1; }
  cp -r "$source" "$dir"
  chmod -R u+w "$dir"
  (cd "$dir" && go mod download >&2)
  touch "$dir/.complete"
  echo "$dir"
}

# Built with cgo for SQLite, the database the testbed's Gitea uses.
build_gitea() {
  local bin="$GITEA_DIR/bin/gitea"
  if [ -x "$bin" ]; then log "gitea: cached ($bin)"; return; fi
  local src
  src=$(module_copy code.gitea.io/gitea "$GITEA_VERSION" "$GITEA_DIR/src")
  log "gitea: building code.gitea.io/gitea@$GITEA_VERSION (first build takes 8-15 min on 2 cores)"
  local start=$SECONDS
  mkdir -p "$GITEA_DIR/bin"
  (cd "$src" && CGO_ENABLED=1 go build -trimpath -tags 'sqlite sqlite_unlock_notify' \
    -ldflags "-s -w -X main.Version=${GITEA_VERSION#v}" -o "$bin.partial" .)
  mv "$bin.partial" "$bin"
  log "gitea: built in $((SECONDS - start)) s, $(du -h "$bin" | cut -f1)"
}

build_traefik() {
  local bin="$TRAEFIK_DIR/bin/traefik"
  if [ -x "$bin" ]; then log "traefik: cached ($bin)"; return; fi
  local src
  src=$(module_copy github.com/traefik/traefik/v3 "$TRAEFIK_VERSION" "$TRAEFIK_DIR/src")
  log "traefik: building github.com/traefik/traefik/v3@$TRAEFIK_VERSION (first build takes about 7 min on 2 cores)"
  local start=$SECONDS
  mkdir -p "$TRAEFIK_DIR/bin"
  (cd "$src" && CGO_ENABLED=0 go build -trimpath \
    -ldflags "-s -w -X github.com/traefik/traefik/v3/pkg/version.Version=${TRAEFIK_VERSION#v}" -o "$bin.partial" ./cmd/traefik)
  mv "$bin.partial" "$bin"
  log "traefik: built in $((SECONDS - start)) s, $(du -h "$bin" | cut -f1)"
}

# Keystone is Python: pip installs it, every package pinned by the constraints
# file, into a virtualenv built under a .partial name and renamed when complete,
# so an interrupted install is redone rather than used.
install_keystone() {
  local constraints="$TESTBED_DIR/keystone/constraints.txt"
  local key
  key=$(sha256sum "$constraints" | cut -c1-12)
  local venv="$CACHE_ROOT/keystone-${KEYSTONE_VERSION}_gunicorn-${GUNICORN_VERSION}_$key"
  if [ -x "$venv/bin/keystone-manage" ] && [ -x "$venv/bin/gunicorn" ]; then
    log "keystone: cached ($venv)"
    return
  fi
  command -v python3 >/dev/null || { echo "testbed: python3 is required for Keystone" >&2; exit 1; }
  log "keystone: installing keystone==$KEYSTONE_VERSION gunicorn==$GUNICORN_VERSION from PyPI with $(python3 --version)"
  local start=$SECONDS partial="$venv.partial"
  rm -rf "$partial"
  mkdir -p "$CACHE_ROOT"
  python3 -m venv --prompt keystone "$partial"
  "$partial/bin/python" -m pip install --quiet --disable-pip-version-check --no-compile \
    -c "$constraints" "keystone==$KEYSTONE_VERSION" "gunicorn==$GUNICORN_VERSION"
  # A virtualenv names its own path in its scripts; the bytecode is compiled
  # for the final path too, so tracebacks name files that exist.
  { grep -l -F "$partial" "$partial"/bin/* || true; } | xargs -r sed -i "s|$partial|$venv|g"
  "$partial/bin/python" -m compileall -q -j 0 -s "$partial" -p "$venv" "$partial/lib" >/dev/null
  rm -rf "$venv"
  mv "$partial" "$venv"
  log "keystone: installed in $((SECONDS - start)) s, $(du -sh "$venv" | cut -f1)"
}

main() {
  install_debian_packages
  command -v go >/dev/null || { echo "testbed: Go is required to build the control plane" >&2; exit 1; }
  mkdir -p "$BIN_DIR"
  local total_start=$SECONDS
  local version_ldflags="-X k8s.io/component-base/version.gitVersion=$KUBERNETES_VERSION -X k8s.io/component-base/version.gitMajor=1 -X k8s.io/component-base/version.gitMinor=$(echo "$KUBERNETES_VERSION" | cut -d. -f2) -X k8s.io/component-base/version.gitTreeState=clean -X k8s.io/client-go/pkg/version.gitVersion=$KUBERNETES_VERSION"
  local name k8s=''
  for name in kube-apiserver kube-controller-manager kube-scheduler kubectl kubelet; do
    if [ -x "$BIN_DIR/$name" ]; then log "$name: cached"; continue; fi
    # kubelet pulls in modules the other commands do not: -mod=mod adds their
    # lines to the wrapper module's go.sum, which lives in this cache too.
    [ -n "$k8s" ] || k8s=$(kubernetes_module)
    build "$name" "$k8s" "k8s.io/kubernetes/cmd/$name" "$version_ldflags"
  done
  if [ -x "$BIN_DIR/etcd" ]; then log "etcd: cached"; else build etcd "$(etcd_module)" . ; fi
  if [ -x "$BIN_DIR/kwok" ]; then log "kwok: cached"; else build kwok "$(kwok_module)" sigs.k8s.io/kwok/cmd/kwok; fi
  kwok_stages
  if [ -x "$BIN_DIR/pause" ]; then log "pause: cached"; else build pause "$(pause_module)" . ; fi
  build_gitea
  build_traefik
  install_keystone
  log "testbed binaries ready in $BIN_DIR ($((SECONDS - total_start)) s)"
}

main "$@"
