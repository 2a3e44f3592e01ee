import { posix } from 'node:path';
import { GitshiftError } from '../../errors/index.js';

/**
 * The buildah argument lists both executors run: the same words on this
 * machine (local-executor.ts) and in a build pod's script (pod-executor.ts),
 * so a build behaves alike wherever it runs. Pure: values in, arrays out.
 *
 * Storage is always the vfs driver in a directory of the build's own, and
 * isolation is chroot: no daemon, no overlay mount, no user namespaces, so it
 * runs as root on a host and inside an unprivileged pod alike. The layer
 * cache shared by the builds of one BuildConfig is a registry repository
 * (`--cache-from/--cache-to`, supported by buildah 1.28), not the storage.
 */

/** Where one buildah invocation keeps images and containers. */
export interface BuildahStorage {
  /** `--root`: images and layers. */
  readonly root: string;
  /** `--runroot`: locks and state. */
  readonly runRoot: string;
  /** `--registries-conf`: the file `registriesConf` wrote (insecure registries), when any. */
  readonly registriesConf?: string;
}

/** What `buildah bud` is asked to do. */
export interface BudRequest {
  readonly contextDir: string;
  /** Absolute, or relative to `contextDir`. */
  readonly dockerfile: string;
  /** The local name of the result, what `push` then sends. */
  readonly tag: string;
  readonly buildArgs: Readonly<Record<string, string>>;
  readonly noCache: boolean;
  readonly forcePull: boolean;
  readonly cacheRepository?: string | undefined;
  readonly imageEnv?: Readonly<Record<string, string>> | undefined;
  readonly imageLabels?: Readonly<Record<string, string>> | undefined;
}

/** What every buildah command of a build starts with. */
export function globalArgs(storage: BuildahStorage): string[] {
  return [
    ...(storage.registriesConf === undefined ? [] : ['--registries-conf', storage.registriesConf]),
    '--root',
    storage.root,
    '--runroot',
    storage.runRoot,
    '--storage-driver',
    'vfs',
  ];
}

/**
 * `buildah bud`. Layers are kept (`--layers`) only with a cache repository:
 * with vfs storage each kept layer is a committed image and a fresh copy
 * for the next step (about 450 ms an instruction here), worth it only when a
 * later build reads them back. `noCache` builds every step again but still
 * writes the cache for the next build. Build arguments, image env and labels
 * are sorted so the same job gives the same command.
 */
export function budArgs(storage: BuildahStorage, request: BudRequest): string[] {
  const cache =
    request.cacheRepository === undefined
      ? []
      : [
          '--cache-to',
          request.cacheRepository,
          ...(request.noCache ? [] : ['--cache-from', request.cacheRepository]),
        ];
  const pairs = (flag: string, values: Readonly<Record<string, string>> = {}): string[] =>
    Object.keys(values)
      .sort()
      .flatMap((name) => [flag, `${name}=${values[name] ?? ''}`]);
  return [
    ...globalArgs(storage),
    'bud',
    '--isolation',
    'chroot',
    ...(request.cacheRepository === undefined ? [] : ['--layers']),
    ...(request.noCache ? ['--no-cache'] : []),
    // The optional value must be joined with `=`: buildah 1.28 takes `--pull missing` as two arguments.
    `--pull=${request.forcePull ? 'always' : 'missing'}`,
    ...cache,
    ...pairs('--build-arg', request.buildArgs),
    ...pairs('--env', request.imageEnv),
    ...pairs('--label', request.imageLabels),
    '--file',
    request.dockerfile,
    '--tag',
    request.tag,
    request.contextDir,
  ];
}

/** `buildah push` of the local `image` to the registry reference `output`. */
export function pushArgs(storage: BuildahStorage, image: string, output: string): string[] {
  return [...globalArgs(storage), 'push', image, `docker://${output}`];
}

/** `buildah from`: a working container of the custom builder `image`, named `name`. */
export function fromArgs(storage: BuildahStorage, image: string, name: string, forcePull: boolean): string[] {
  return [
    ...globalArgs(storage),
    'from',
    `--pull=${forcePull ? 'always' : 'missing'}`,
    '--name',
    name,
    image,
  ];
}

/**
 * `buildah run` of the custom builder's own command in its working
 * container, with the build's environment and the context at `inputsDir`.
 */
export function runArgs(
  storage: BuildahStorage,
  container: string,
  request: {
    readonly contextDir: string;
    readonly inputsDir: string;
    readonly env: Readonly<Record<string, string>>;
    readonly command: readonly string[];
  },
): string[] {
  const env = Object.keys(request.env)
    .sort()
    .flatMap((name) => ['--env', `${name}=${request.env[name] ?? ''}`]);
  return [
    ...globalArgs(storage),
    'run',
    '--isolation',
    'chroot',
    '--volume',
    `${request.contextDir}:${request.inputsDir}`,
    ...env,
    container,
    '--',
    ...request.command,
  ];
}

/** `buildah inspect` of a working container: JSON with the image's config under `OCIv1.config`. */
export function inspectArgs(storage: BuildahStorage, container: string): string[] {
  return [...globalArgs(storage), 'inspect', '--type', 'container', container];
}

/**
 * The command a container of the inspected image runs: its entrypoint
 * followed by its cmd, as a container runtime would; empty when the image
 * names neither. (buildah 1.28's `--format` has no `json` function, so the
 * whole inspection is read.)
 */
export function imageCommand(inspected: string): string[] {
  const parsed = JSON.parse(inspected) as { OCIv1?: { config?: { Entrypoint?: unknown; Cmd?: unknown } } };
  const config = parsed.OCIv1?.config ?? {};
  const words = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((word): word is string => typeof word === 'string') : [];
  return [...words(config.Entrypoint), ...words(config.Cmd)];
}

/**
 * A registries.conf naming the hosts spoken to over plain HTTP, so that only
 * those skip TLS (a `--tls-verify=false` would apply to every registry one
 * `bud` touches: base images, cache and output alike). A short name such as
 * `FROM node:20` means Docker Hub, as Dockerfiles written for Docker assume.
 */
export function registriesConf(insecureRegistries: readonly string[]): string {
  const entries = [...new Set(insecureRegistries)]
    .sort()
    .map((host) => `[[registry]]\nlocation = ${JSON.stringify(host)}\ninsecure = true\n`);
  return ['unqualified-search-registries = ["docker.io"]\n', ...entries].join('\n');
}

/**
 * The Dockerfile's path inside a context at `contextDir`, refused
 * (BUILD_REQUEST_INVALID) when it is absolute or climbs out of the context:
 * a build reads only its own source.
 */
export function dockerfileInContext(contextDir: string, dockerfile: string): string {
  const normal = posix.normalize(dockerfile);
  if (dockerfile === '' || posix.isAbsolute(normal) || normal === '..' || normal.startsWith('../'))
    throw new GitshiftError(
      'BUILD_REQUEST_INVALID',
      `the build's dockerfile ${JSON.stringify(dockerfile)} must be a path inside its context directory`,
      { dockerfile },
    );
  return posix.join(contextDir, normal);
}
