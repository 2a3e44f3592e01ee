/**
 * buildah 1.28.2's own words for failed builds, captured on this machine
 * (vfs storage, chroot isolation, Debian's docker-registry on loopback);
 * the classification is tested against them.
 */
export const BUILDAH_FAILURES = {
  /** `FROM <registry>/base/nope:latest`, a repository the registry does not have. */
  baseImageMissing: [
    'STEP 1/2: FROM 127.0.0.1:35999/base/nope:latest',
    'Trying to pull 127.0.0.1:35999/base/nope:latest...',
    'Error: creating build container: initializing source docker://127.0.0.1:35999/base/nope:latest: reading manifest latest in 127.0.0.1:35999/base/nope: manifest unknown: manifest unknown',
  ],
  /** `FROM` a registry nothing listens on (after buildah's three retries). */
  baseRegistryDown: [
    'Trying to pull 127.0.0.1:35998/base/busybox:latest...',
    'time="2026-11-24T02:02:24Z" level=warning msg="Failed, retrying in 2s ... (3/3). Error: initializing source docker://127.0.0.1:35998/base/busybox:latest: pinging container registry 127.0.0.1:35998: Get \\"http://127.0.0.1:35998/v2/\\": dial tcp 127.0.0.1:35998: connect: connection refused"',
    'Error: creating build container: initializing source docker://127.0.0.1:35998/base/busybox:latest: pinging container registry 127.0.0.1:35998: Get "http://127.0.0.1:35998/v2/": dial tcp 127.0.0.1:35998: connect: connection refused',
  ],
  /** `RUN echo hi && false`. */
  runStepFailed: [
    'STEP 2/2: RUN echo hi && false',
    'hi',
    'subprocess exited with status 1',
    'subprocess exited with status 1',
    'Error: building at STEP "RUN echo hi && false": exit status 1',
  ],
  /** `BOGUS thing` in a Dockerfile. */
  unknownInstruction: [
    'STEP 2/2: BOGUS thing',
    'Error: building at STEP "BOGUS ": Build error: Unknown instruction: "BOGUS" &imagebuilder.Step{Env:[]string{"PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"}, Command:"bogus", Args:[]string{""}, Flags:[]string{}, Attrs:map[string]bool(nil), Message:"BOGUS ", Original:"BOGUS thing"}',
  ],
  /** `COPY missing.txt /` of a file the context lacks. */
  copyMissing: [
    'STEP 2/2: COPY missing.txt /',
    'Error: building at STEP "COPY missing.txt /": checking on sources under "/tmp/h14x/bad5": copier: stat: "/missing.txt": no such file or directory',
  ],
  /** `--cache-to` a registry nothing listens on. */
  cachePushFailed: [
    '--> Pushing cache 127.0.0.1:35998/cache/app:e3f733a2d806ed2bfdc8d59ce323aa302521f93968bcf38f6701d6bbe930f901',
    'Error: failed pushing cache to {{{"127.0.0.1:35998" "cache/app"} "e3f733a2d806ed2bfdc8d59ce323aa302521f93968bcf38f6701d6bbe930f901"}}: trying to reuse blob sha256:6d4fac20062fb1739fba0265e927a059f9f21db8f3d7e33c38396bb70f075028 at destination: pinging container registry 127.0.0.1:35998: Get "http://127.0.0.1:35998/v2/": dial tcp 127.0.0.1:35998: connect: connection refused',
  ],
  /** `buildah push` to a registry nothing listens on. */
  pushRegistryDown: [
    'Copying blob sha256:6d4fac20062fb1739fba0265e927a059f9f21db8f3d7e33c38396bb70f075028',
    'Error: pushing image "127.0.0.1:35999/ns/app:latest" to "docker://127.0.0.1:35998/ns/app:latest": trying to reuse blob sha256:6d4fac20062fb1739fba0265e927a059f9f21db8f3d7e33c38396bb70f075028 at destination: pinging container registry 127.0.0.1:35998: Get "http://127.0.0.1:35998/v2/": dial tcp 127.0.0.1:35998: connect: connection refused',
  ],
} as const;
