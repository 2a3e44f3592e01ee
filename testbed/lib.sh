# Shared by the testbed scripts: versions, cache and state locations.
# shellcheck shell=bash
TESTBED_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$TESTBED_DIR/.." && pwd)
# shellcheck source=versions.env
source "$TESTBED_DIR/versions.env"
VERSIONS_KEY="k8s-${KUBERNETES_VERSION}_etcd-${ETCD_VERSION}_kwok-${KWOK_VERSION}"
CACHE_ROOT=${GITSHIFT_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gitshift/testbed}
CACHE_DIR="$CACHE_ROOT/$VERSIONS_KEY"
BIN_DIR="$CACHE_DIR/bin"
GITEA_DIR="$CACHE_ROOT/gitea-${GITEA_VERSION}"
TRAEFIK_DIR="$CACHE_ROOT/traefik-${TRAEFIK_VERSION}"
STATE_DIR=${GITSHIFT_TESTBED_DIR:-$REPO_DIR/.testbed}

log() { printf '==> %s\n' "$*" >&2; }
