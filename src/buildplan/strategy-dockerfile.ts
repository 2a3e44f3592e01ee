import type { BuildPlan } from './build-plan.js';
import { buildEnvironment, buildLabels, type SourceRevision } from './build-info.js';
import { parseDockerfile } from './dockerfile/parse-dockerfile.js';
import { rewriteDockerfile } from './dockerfile/rewrite-dockerfile.js';
import { mergeByName, type NameValue } from './env-var.js';
import { checkAddedEnv } from './plan-env.js';
import type { Planned } from './plan-problem.js';
import { type S2iDockerfile, s2iDockerfile } from './s2i/s2i-dockerfile.js';

export interface DockerBuildInput {
  readonly plan: BuildPlan;
  readonly buildName: string;
  readonly revision?: SourceRevision | undefined;
  /**
   * The Dockerfile in the source (at `contextDir/dockerfilePath`), when
   * there is one; the plan's inline `source.dockerfile` wins over it, as in OpenShift.
   */
  readonly sourceDockerfile?: string | undefined;
  /** Variables this build adds (a generic webhook's `env` when allowed, `start-build --env`): after the strategy's, winning. */
  readonly extraEnv?: readonly NameValue[] | undefined;
}

/** What a Docker-strategy build runs: its Dockerfile, and what buildah adds to the image it makes. */
export interface DockerStrategyBuild {
  /** The source's Dockerfile (or the inline one) with the strategy's `from` and `env`. */
  readonly dockerfile: string;
  /** `OPENSHIFT_BUILD_*`, set on the image (`buildah bud --env`), as OpenShift's builder appends them. */
  readonly buildEnv: readonly NameValue[];
  /** `io.openshift.build.*` and `output.imageLabels` (`buildah bud --label`). */
  readonly labels: readonly NameValue[];
}

/**
 * A Docker-strategy build: the source's Dockerfile (or the inline one) with
 * the strategy's `from` as the last stage's base and its `env` after every
 * FROM; `OPENSHIFT_BUILD_*` and the build labels, which OpenShift appends as
 * ENV and LABEL at the end, are returned apart for buildah to set on the
 * image — as instructions they would change every build and be two more
 * layers no cache could reuse. Problems name the file and line (`Dockerfile:3`).
 */
export function dockerStrategyDockerfile(input: DockerBuildInput): Planned<DockerStrategyBuild> {
  const { plan } = input;
  const inline = plan.source.dockerfile;
  const text = inline ?? input.sourceDockerfile;
  const file =
    inline !== undefined ? 'spec.source.dockerfile' : joinPath(plan.source.contextDir, plan.dockerfilePath);
  if (text === undefined)
    return {
      ok: false,
      problems: [
        {
          field: file,
          message: 'the source has no Dockerfile there: add it, or set dockerStrategy.dockerfilePath',
          reason: 'InvalidContextDirectory',
        },
      ],
    };
  const added = checkAddedEnv(input.extraEnv ?? [], 'env');
  if (added.length > 0) return { ok: false, problems: added };
  const parsed = parseDockerfile(text, file);
  if (!parsed.ok) return parsed;
  const info = infoOf(input);
  return {
    ok: true,
    value: {
      dockerfile: rewriteDockerfile(parsed.value, {
        baseImage: plan.from?.pullSpec,
        stageEnv: mergeByName(plan.env, input.extraEnv ?? []),
        buildEnv: [],
        labels: [],
      }),
      buildEnv: buildEnvironment(info),
      labels: buildLabels(info),
    },
    warnings: [],
  };
}

export interface SourceBuildInput {
  readonly plan: BuildPlan;
  readonly buildName: string;
  readonly revision?: SourceRevision | undefined;
  readonly builderLabels: Readonly<Record<string, string>>;
  readonly builderUser: string;
  /** Files in the source's `.s2i/bin` (below contextDir). */
  readonly sourceScripts: readonly string[];
  readonly environmentFile?: string | undefined;
  /** The previous output image, for an incremental build; leave out for the first build or when the plan is not incremental. */
  readonly previousImage?: string | undefined;
  /** As for DockerBuildInput. */
  readonly extraEnv?: readonly NameValue[] | undefined;
}

/** The Dockerfile and context layout of a Source-strategy build (see s2iDockerfile). */
export function sourceStrategyDockerfile(input: SourceBuildInput): Planned<S2iDockerfile> {
  const { plan } = input;
  const added = checkAddedEnv(input.extraEnv ?? [], 'env');
  if (added.length > 0) return { ok: false, problems: added };
  const info = infoOf(input);
  return s2iDockerfile({
    builderImage: plan.from?.pullSpec ?? '',
    builderLabels: input.builderLabels,
    builderUser: input.builderUser,
    scriptsDir: plan.scriptsDir,
    sourceScripts: input.sourceScripts,
    environmentFile: input.environmentFile,
    env: mergeByName(plan.env, input.extraEnv ?? []),
    buildEnv: buildEnvironment(info),
    labels: buildLabels(info),
    previousImage: plan.incremental ? input.previousImage : undefined,
  });
}

function infoOf(input: { plan: BuildPlan; buildName: string; revision?: SourceRevision | undefined }) {
  const { plan } = input;
  return {
    buildName: input.buildName,
    namespace: plan.namespace,
    sourceLocation: plan.source.git?.uri,
    sourceRef: plan.source.git?.ref,
    contextDir: plan.source.contextDir,
    revision: input.revision,
    imageLabels: plan.imageLabels,
  };
}

function joinPath(dir: string | undefined, file: string): string {
  return dir === undefined ? file : `${dir}/${file}`;
}
