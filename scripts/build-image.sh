#!/usr/bin/env bash
# Builds gitshift's container image with buildah from this repository and
# pushes it. See --help.
set -euo pipefail

# Bumped when what goes into the image changes, so layouts cached by an older recipe are not used.
RECIPE=1
IMAGE_USER=10001
PATH_IN_IMAGE=/usr/local/bin:/usr/bin:/bin

usage() {
  cat <<'EOF'
Usage: scripts/build-image.sh REGISTRY [--repository NAME] [--insecure] [--cache-dir DIR]

Builds gitshift's container image from this working tree with buildah, from
scratch and without a download other than npm packages:

  /usr/bin/node and git (with git-remote-http for https:// remotes) from this
  machine, with the libraries ldd names; Debian's busybox-static as /bin/sh
  (git runs askpass scripts through it); the CA certificates; dist/ compiled
  from src/ by tsc; the production node_modules (npm ci --omit=dev);
  bin/, schemas/, package.json. User 10001, HOME /var/lib/gitshift.
  Entrypoint: node /app/bin/gitshift.js; command: serve.

The image is tagged with a hash of its inputs (the sources, the lockfile, this
script, and the path, size and mtime of every host file copied), built once
into an OCI layout under the cache folder, and pushed to
REGISTRY/<repository>:<hash> at every run (an unchanged image pushes nothing
new). The last line on stdout is the pushed reference.

  REGISTRY            host[:port][/path] to push to, e.g. 127.0.0.1:5000
  --repository NAME   default: gitshift/gitshift
  --insecure          plain HTTP and no TLS verification (loopback
                      registries are always reached this way)
  --cache-dir DIR     default: ${GITSHIFT_CACHE_DIR:-~/.cache/gitshift}/image

Needs buildah, skopeo, npm, ldd and busybox-static (Debian packages).
EOF
}

registry=''
repository='gitshift/gitshift'
insecure=false
cache_dir="${GITSHIFT_CACHE_DIR:-$HOME/.cache/gitshift}/image"
while [ $# -gt 0 ]; do
  case "$1" in
    -h | --help) usage; exit 0 ;;
    --repository) repository="${2:?--repository needs a name}"; shift 2 ;;
    --insecure) insecure=true; shift ;;
    --cache-dir) cache_dir="${2:?--cache-dir needs a folder}"; shift 2 ;;
    -*) echo "build-image: unknown option $1 (see --help)" >&2; exit 2 ;;
    *)
      [ -z "$registry" ] || { echo "build-image: one registry only (see --help)" >&2; exit 2; }
      registry="$1"; shift ;;
  esac
done
[ -n "$registry" ] || { usage >&2; exit 2; }
case "$registry" in 127.* | localhost* | '[::1]'*) insecure=true ;; esac

say() { echo "build-image: $*" >&2; }
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

# The shared libraries a binary loads, as ldd resolves them here.
libraries_of() { ldd "$1" | grep -oE '/[^ ]+ \(0x' | sed 's/ (0x$//'; }

GIT_CORE=/usr/lib/git-core
host_files() {
  printf '%s\n' /usr/bin/node /usr/bin/git "$GIT_CORE/git" "$GIT_CORE/git-remote-http" /bin/busybox \
    /etc/ssl/certs/ca-certificates.crt
  { libraries_of /usr/bin/node; libraries_of /usr/bin/git; libraries_of "$GIT_CORE/git-remote-http"; } | sort -u
}

source_files() {
  find src bin schemas -type f | sort
  printf '%s\n' package.json package-lock.json tsconfig.json tsconfig.build.json
}

# What identifies the image: the recipe, the sources' contents, the host files' path, size and mtime.
content_key() {
  {
    echo "recipe $RECIPE"
    sha256sum "$0"
    source_files | xargs -d '\n' sha256sum
    host_files | xargs -d '\n' stat -L -c '%n %s %Y'
  } | sha256sum | cut -c1-16
}

# Production node_modules, kept per lockfile and node version: npm ci is the slow part.
node_modules_for() {
  local key dir partial
  key="$( { sha256sum package-lock.json; node --version; echo "recipe $RECIPE"; } | sha256sum | cut -c1-16)"
  dir="$cache_dir/node-modules-$key"
  if [ ! -d "$dir/node_modules" ]; then
    partial="$(mktemp -d "$cache_dir/node-modules-partial.XXXXXX")"
    cp package.json package-lock.json "$partial/"
    say "npm ci --omit=dev (node_modules $key)"
    (cd "$partial" && npm ci --omit=dev --ignore-scripts --no-audit --no-fund --loglevel=error >&2)
    rm -f "$partial/package.json" "$partial/package-lock.json"
    rm -rf "$dir" && mv "$partial" "$dir"
  fi
  echo "$dir/node_modules"
}

fill_rootfs() {
  local rootfs="$1" modules="$2" file link
  mkdir -p "$rootfs"/{tmp,etc,bin,app,var/lib/gitshift,usr/lib/git-core}
  chmod 1777 "$rootfs/tmp"
  printf 'root:x:0:0:root:/root:/bin/sh\ngitshift:x:%s:%s:gitshift:/var/lib/gitshift:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n' \
    "$IMAGE_USER" "$IMAGE_USER" >"$rootfs/etc/passwd"
  printf 'root:x:0:\ngitshift:x:%s:\nnogroup:x:65534:\n' "$IMAGE_USER" >"$rootfs/etc/group"
  # Host files keep their paths; symlinks are followed (libraries are usually links to a versioned file).
  while IFS= read -r file; do
    mkdir -p "$rootfs$(dirname "$file")"
    cp -L --preserve=mode "$file" "$rootfs$file"
  done < <(host_files)
  # git's builtins and remote helpers are links to two binaries (git-remote-https -> git-remote-http, git-fetch -> git).
  for link in "$GIT_CORE"/*; do
    [ -L "$link" ] || continue
    case "$(readlink "$link")" in git | git-remote-http) cp -P "$link" "$rootfs$link" ;; esac
  done
  while IFS= read -r applet; do
    [ -e "$rootfs/$applet" ] || { mkdir -p "$rootfs/$(dirname "$applet")"; ln -s /bin/busybox "$rootfs/$applet"; }
  done < <(/bin/busybox --list-full | grep -v '^bin/busybox$')
  cp -r bin schemas package.json "$rootfs/app/"
  cp -r "$modules" "$rootfs/app/node_modules"
  # Type declarations and source maps are never loaded at run time: a fifth of node_modules.
  find "$rootfs/app/node_modules" -type f \( -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.map' \) -delete
  # Emit only: type checking is `npm run typecheck`'s job (CI), and takes three times as long.
  say "compiling src/ (tsc --noCheck)"
  npx tsc -p tsconfig.build.json --outDir "$rootfs/app/dist" --declaration false --sourceMap false --noCheck >&2
}

commit_layout() {
  local work="$1" rootfs="$2" destination="$3" container
  # A private vfs store: no daemon, no overlay mount, nothing left in the host's buildah storage.
  b() { buildah --root "$work/root" --runroot "$work/run" --storage-driver vfs "$@"; }
  container="$(b from --quiet scratch)"
  b copy --quiet "$container" "$rootfs/" / >&2
  # buildah copy makes everything root's; the state folder is the one place the user writes.
  b copy --quiet --chown "$IMAGE_USER:$IMAGE_USER" "$container" "$rootfs/var/lib/gitshift/" /var/lib/gitshift >&2
  b config --os linux --arch amd64 --user "$IMAGE_USER:$IMAGE_USER" --workingdir /app \
    --env "PATH=$PATH_IN_IMAGE" --env HOME=/var/lib/gitshift --env NODE_ENV=production \
    --env SSL_CERT_FILE=/etc/ssl/certs/ca-certificates.crt \
    --entrypoint '["/usr/bin/node","/app/bin/gitshift.js"]' --cmd '["serve"]' \
    --label org.opencontainers.image.title=gitshift "$container" >&2
  b commit --quiet --format oci --disable-compression=false "$container" "oci:$destination:latest" >&2
}

mkdir -p "$cache_dir"
started=$(date +%s%N)
tag="$(content_key)"
layout="$cache_dir/gitshift-$tag"
if [ -f "$layout/index.json" ]; then
  say "cached: $layout"
else
  work="$(mktemp -d "${TMPDIR:-/tmp}/gitshift-image-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  modules="$(node_modules_for)"
  fill_rootfs "$work/rootfs" "$modules"
  commit_layout "$work" "$work/rootfs" "$work/layout"
  rm -rf "$layout" && mv "$work/layout" "$layout"
  # Every edit of the sources makes a new layout: keep the newest three.
  ls -dt "$cache_dir"/gitshift-* | tail -n +4 | xargs -r rm -rf
  say "built in $(( ($(date +%s%N) - started) / 1000000 )) ms: $(du -sh "$layout" | cut -f1) compressed ($layout)"
fi

reference="$registry/$repository:$tag"
tls=()
[ "$insecure" = true ] && tls=(--dest-tls-verify=false)
skopeo copy --quiet "${tls[@]}" "oci:$layout:latest" "docker://$reference" >&2
say "pushed $reference"
echo "$reference"
