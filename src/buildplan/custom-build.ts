import type { BuildPlan } from './build-plan.js';
import type { SourceRevision } from './build-info.js';
import type { NameValue } from './env-var.js';

export interface CustomBuildInput {
  readonly plan: BuildPlan;
  /** The build's name, `<bc>-<n>`. */
  readonly buildName: string;
  readonly buildNumber: number;
  readonly revision?: SourceRevision | undefined;
  /** Variables a webhook or start-build added to this build (`env` of the Build record). */
  readonly extraEnv?: readonly NameValue[] | undefined;
  /** gitshift's version: custom builders read it as `ORIGIN_VERSION`. */
  readonly version: string;
  /** Where the runner mounts a push credential (`PUSH_DOCKERCFG_PATH`), when it gives one. */
  readonly pushDockercfgPath?: string | undefined;
}

/**
 * The environment OpenShift gives a custom builder: `BUILD`, the whole
 * Build (`build.openshift.io/v1`) as JSON; the source as `SOURCE_REPOSITORY`
 * / `SOURCE_URI`, `SOURCE_CONTEXT_DIR`, `SOURCE_REF`; where to push as
 * `OUTPUT_REGISTRY` and `OUTPUT_IMAGE`; `ORIGIN_VERSION`; then the
 * strategy's env, which, as in OpenShift's pod, wins over a name given twice.
 */
export function customBuildEnvironment(input: CustomBuildInput): Record<string, string> {
  const { plan } = input;
  const env: Record<string, string> = {};
  const set = (name: string, value: string | undefined): void => {
    if (value !== undefined && value !== '')
      Object.defineProperty(env, name, { value, enumerable: true, writable: true, configurable: true });
  };
  set('BUILD', JSON.stringify(buildObject(input)));
  set('SOURCE_REPOSITORY', plan.source.git?.uri);
  set('SOURCE_URI', plan.source.git?.uri);
  set('SOURCE_CONTEXT_DIR', plan.source.contextDir);
  set('SOURCE_REF', plan.source.git?.ref ?? input.revision?.ref);
  set('ORIGIN_VERSION', input.version);
  if (plan.output !== undefined) {
    const { registry, image } = splitRegistry(plan.output.pullSpec);
    set('OUTPUT_REGISTRY', registry);
    set('OUTPUT_IMAGE', image);
  }
  set('PUSH_DOCKERCFG_PATH', input.pushDockercfgPath);
  for (const { name, value } of [...plan.env, ...(input.extraEnv ?? [])]) set(name, value);
  return env;
}

/** The Build object a custom builder reads from `BUILD`, in OpenShift's shape. */
export function buildObject(input: CustomBuildInput): Record<string, unknown> {
  const { plan, revision } = input;
  // As OpenShift does with a generic webhook's env: added to the strategy's.
  const env = [...plan.env, ...(input.extraEnv ?? [])];
  const source: Record<string, unknown> = { type: plan.source.type };
  if (plan.source.git !== undefined) source['git'] = { ...plan.source.git };
  if (plan.source.contextDir !== undefined) source['contextDir'] = plan.source.contextDir;
  if (plan.source.dockerfile !== undefined) source['dockerfile'] = plan.source.dockerfile;
  if (plan.source.binary !== undefined) source['binary'] = { ...plan.source.binary };
  const spec: Record<string, unknown> = {
    serviceAccount: plan.serviceAccount ?? 'builder',
    source,
    strategy: {
      type: 'Custom',
      customStrategy: {
        from: { kind: 'DockerImage', name: plan.from?.pullSpec ?? '' },
        ...(env.length > 0 ? { env: env.map(({ name, value }) => ({ name, value })) } : {}),
        ...(plan.forcePull ? { forcePull: true } : {}),
      },
    },
    output: {
      ...(plan.output === undefined ? {} : { to: { kind: 'DockerImage', name: plan.output.pullSpec } }),
      ...(plan.imageLabels.length > 0
        ? { imageLabels: plan.imageLabels.map(({ name, value }) => ({ name, value })) }
        : {}),
    },
    resources: Object.keys(plan.limits).length > 0 ? { limits: { ...plan.limits } } : {},
    ...(plan.completionDeadlineSeconds === undefined
      ? {}
      : { completionDeadlineSeconds: plan.completionDeadlineSeconds }),
  };
  if (revision?.commit !== undefined) {
    spec['revision'] = {
      type: 'Git',
      git: {
        commit: revision.commit,
        ...(revision.message === undefined ? {} : { message: revision.message }),
        ...(revision.authorName === undefined
          ? {}
          : { author: { name: revision.authorName, email: revision.authorEmail ?? '' } }),
      },
    };
  }
  return {
    kind: 'Build',
    apiVersion: 'build.openshift.io/v1',
    metadata: {
      name: input.buildName,
      namespace: plan.namespace,
      labels: { buildconfig: plan.buildConfig, 'openshift.io/build-config.name': plan.buildConfig },
      annotations: {
        'openshift.io/build-config.name': plan.buildConfig,
        'openshift.io/build.number': String(input.buildNumber),
      },
    },
    spec,
    status: {
      phase: 'Running',
      ...(plan.output === undefined ? {} : { outputDockerImageReference: plan.output.pullSpec }),
    },
  };
}

/**
 * `registry:5000/ns/app:latest` → `registry:5000` and `ns/app:latest`. The
 * first component is a registry when it has a `.` or `:` or is `localhost`,
 * as Docker reads image names; otherwise there is none (Docker Hub).
 */
export function splitRegistry(pullSpec: string): { registry: string | undefined; image: string } {
  const slash = pullSpec.indexOf('/');
  if (slash === -1) return { registry: undefined, image: pullSpec };
  const first = pullSpec.slice(0, slash);
  if (first === 'localhost' || first.includes('.') || first.includes(':'))
    return { registry: first, image: pullSpec.slice(slash + 1) };
  return { registry: undefined, image: pullSpec };
}
