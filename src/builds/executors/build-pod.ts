import { BUILD_CONFIG_LABEL } from '../../buildplan/build-record.js';
import type { KubeObject } from '../../render/kube-object.js';
import type { BuildJob } from '../executor.js';
import { stepMarker } from './build-failure.js';
import {
  budArgs,
  dockerfileInContext,
  pushArgs,
  registriesConf,
  type BuildahStorage,
} from './buildah-command.js';

/** Labels every build pod carries: the build, and the BuildConfig it is a build of. */
export const BUILD_LABEL = 'gitshift.io/build';

/** The init container that downloads and unpacks the build context. */
export const FETCH_CONTAINER = 'fetch-context';
/** The container that builds: buildah for a Dockerfile, the builder image itself for a custom build. */
export const BUILD_CONTAINER = 'build';

/** Where the context is unpacked in the pod, as OpenShift's build pods have it. */
const INPUTS_DIR = '/tmp/build/inputs';
/** buildah's storage, registries.conf and the downloaded archive, on an emptyDir of the pod. */
const WORK_DIR = '/tmp/build/work';

export interface Toleration {
  readonly key?: string;
  readonly operator?: 'Exists' | 'Equal';
  readonly value?: string;
  readonly effect?: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
}

export interface BuildPodOptions {
  readonly podName: string;
  /** An image with buildah, /bin/sh, wget and tar: fetches the context, and builds Dockerfiles. */
  readonly builderImage: string;
  /** Where the pod downloads the context (a tar.gz) from. */
  readonly contextUrl: string;
  readonly nodeSelector?: Readonly<Record<string, string>>;
  readonly tolerations?: readonly Toleration[];
  /** The pod uses the node's network: for registries and a context server on the node's loopback. */
  readonly hostNetwork?: boolean;
}

/**
 * The Pod that runs one build in its project's namespace. An init container
 * fetches the context; then, for a Dockerfile, buildah builds and pushes with
 * the same arguments the local executor uses (buildah-command.ts), printing
 * a marker line before each step so a failure is put down to the right one;
 * for a custom build the builder image runs its own command with the build's
 * environment and the context at /tmp/build/inputs. No activeDeadlineSeconds:
 * the runner's signal is the deadline, and it deletes the pod.
 */
export function buildPod(job: BuildJob, options: BuildPodOptions): KubeObject {
  const limits = Object.fromEntries(
    Object.entries(job.limits).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const resources = Object.keys(limits).length === 0 ? {} : { resources: { limits } };
  const inputs = { name: 'inputs', mountPath: INPUTS_DIR };
  const work = { name: 'work', mountPath: WORK_DIR };
  const fetch = {
    name: FETCH_CONTAINER,
    image: options.builderImage,
    imagePullPolicy: 'IfNotPresent',
    command: ['/bin/sh', '-c', fetchScript()],
    env: [{ name: 'GITSHIFT_CONTEXT_URL', value: options.contextUrl }],
    volumeMounts: [inputs, work],
    ...resources,
  };
  const { run } = job;
  const build =
    run.type === 'dockerfile'
      ? {
          name: BUILD_CONTAINER,
          image: options.builderImage,
          imagePullPolicy: 'IfNotPresent',
          command: ['/bin/sh', '-c', dockerfileScript(job, run)],
          env: [{ name: 'BUILDAH_ISOLATION', value: 'chroot' }],
          volumeMounts: [inputs, work],
          ...resources,
        }
      : {
          name: BUILD_CONTAINER,
          image: run.image,
          imagePullPolicy: run.forcePull ? 'Always' : 'IfNotPresent',
          env: Object.keys(run.env)
            .sort()
            .map((name) => ({ name, value: run.env[name] ?? '' })),
          volumeMounts: [inputs],
          ...resources,
        };
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: {
      name: options.podName,
      namespace: job.namespace,
      labels: { [BUILD_LABEL]: job.name, [BUILD_CONFIG_LABEL]: job.buildConfig },
    },
    spec: {
      restartPolicy: 'Never',
      ...(options.hostNetwork === true ? { hostNetwork: true, dnsPolicy: 'ClusterFirstWithHostNet' } : {}),
      ...(options.nodeSelector === undefined ? {} : { nodeSelector: { ...options.nodeSelector } }),
      ...(options.tolerations === undefined
        ? {}
        : { tolerations: options.tolerations.map((t) => ({ ...t })) }),
      // A build killed on cancel or deadline has nothing to save.
      terminationGracePeriodSeconds: 0,
      automountServiceAccountToken: false,
      initContainers: [fetch],
      containers: [build],
      volumes: [
        { name: 'inputs', emptyDir: {} },
        { name: 'work', emptyDir: {} },
      ],
    },
  };
}

/** Downloads the context to a file first: `wget | tar` would hide a failed download behind tar's success. */
function fetchScript(): string {
  return [
    'set -e',
    `echo ${quote(stepMarker('fetch-context'))}`,
    `wget -q -O ${WORK_DIR}/context.tar.gz "$GITSHIFT_CONTEXT_URL"`,
    `tar -xzf ${WORK_DIR}/context.tar.gz -C ${INPUTS_DIR}`,
    `rm -f ${WORK_DIR}/context.tar.gz`,
    `echo "fetched the build context: $(find ${INPUTS_DIR} -type f | wc -l) files"`,
  ].join('\n');
}

function dockerfileScript(job: BuildJob, run: Extract<BuildJob['run'], { type: 'dockerfile' }>): string {
  const storage: BuildahStorage = {
    root: `${WORK_DIR}/storage`,
    runRoot: `${WORK_DIR}/run`,
    registriesConf: `${WORK_DIR}/registries.conf`,
  };
  const tag = job.output ?? `localhost/gitshift-build/${job.namespace}/${job.name}:latest`;
  const bud = budArgs(storage, {
    contextDir: INPUTS_DIR,
    dockerfile: dockerfileInContext(INPUTS_DIR, run.dockerfile),
    tag,
    buildArgs: run.buildArgs,
    noCache: run.noCache,
    forcePull: run.forcePull,
    cacheRepository: run.cacheRepository,
    imageEnv: run.imageEnv,
    imageLabels: run.imageLabels,
  });
  return [
    'set -e',
    `cat > ${storage.registriesConf as string} <<'GITSHIFT_REGISTRIES_CONF'`,
    registriesConf(job.insecureRegistries).trimEnd(),
    'GITSHIFT_REGISTRIES_CONF',
    `echo ${quote(stepMarker('build'))}`,
    command(['buildah', ...bud]),
    ...(job.output === undefined
      ? []
      : [`echo ${quote(stepMarker('push'))}`, command(['buildah', ...pushArgs(storage, tag, job.output)])]),
  ].join('\n');
}

/** Words as one shell command line; stderr joins stdout so the log keeps the order buildah wrote in. */
function command(words: readonly string[]): string {
  return `${words.map(quote).join(' ')} 2>&1`;
}

/** One word for /bin/sh, whatever characters it holds. */
export function quote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
