import { keyValueInstruction } from '../dockerfile/dockerfile-words.js';
import { mergeByName, type NameValue } from '../env-var.js';
import type { BuildPlanProblem, Planned } from '../plan-problem.js';
import { parseS2iEnvironment } from './s2i-environment.js';
import {
  DEFAULT_SCRIPTS_DIR,
  readScriptsLocation,
  S2I_SCRIPTS,
  type S2iScript,
  SCRIPTS_URL_LABELS,
} from './s2i-scripts.js';

/** What the Dockerfile of a Source build is made from. */
export interface S2iDockerfileInput {
  /** The builder image's pull spec (the plan's `from`). */
  readonly builderImage: string;
  /** The builder image's labels (its config's `Labels`). */
  readonly builderLabels: Readonly<Record<string, string>>;
  /** The builder image's `User`; '' when it sets none (root). */
  readonly builderUser: string;
  /** The plan's `scriptsDir` (the strategy's `scripts`), when given: every script is taken from there. */
  readonly scriptsDir?: string | undefined;
  /** Names of the files in the source's `.s2i/bin` (the caller lists them); others than s2i's scripts are left alone. */
  readonly sourceScripts: readonly string[];
  /** The text of the source's `.s2i/environment`, when it has one. */
  readonly environmentFile?: string | undefined;
  /** The strategy's env: it wins over `.s2i/environment`. */
  readonly env: readonly NameValue[];
  /** `OPENSHIFT_BUILD_*` (buildEnvironment). */
  readonly buildEnv: readonly NameValue[];
  /** `io.openshift.build.*` and `output.imageLabels` (buildLabels). */
  readonly labels: readonly NameValue[];
  /** Incremental builds: the previous output image, whose `save-artifacts` output is unpacked before `assemble`. */
  readonly previousImage?: string | undefined;
}

/** A file or folder of the source (relative to its context dir) and where the build context must hold it. */
export interface ContextCopy {
  readonly from: string;
  readonly to: string;
}

export interface S2iDockerfile {
  /** The Dockerfile, to be written at the context's root as `S2I_DOCKERFILE`. */
  readonly dockerfile: string;
  /** What the build context must contain besides the Dockerfile. */
  readonly context: readonly ContextCopy[];
}

/** The Dockerfile's name in the context. */
export const S2I_DOCKERFILE = 'Dockerfile';
/** Where the source and the scripts go in the context, as `s2i build --as-dockerfile` lays it out. */
export const CONTEXT_SOURCE = 'upload/src';
export const CONTEXT_SCRIPTS = 'upload/scripts';

const DESTINATION_LABELS = ['io.openshift.s2i.destination', 'io.s2i.destination'] as const;
const ASSEMBLE_USER_LABEL = 'io.openshift.s2i.assemble-user';
const DEFAULT_DESTINATION = '/tmp';
/** s2i keeps the artifacts archive in /tmp whatever the destination. */
const ARTIFACTS_TAR = '/tmp/artifacts.tar';

/**
 * The Dockerfile `s2i build --as-dockerfile` would write: the builder as
 * base, the source copied to `<destination>/src`, `.s2i/environment` and
 * the strategy's env as ENV, `assemble` run as the builder's user, `run` as
 * the command. Scripts are found in s2i's order: the strategy's `scripts`,
 * then the source's `.s2i/bin`, then the builder's scripts-url label
 * (default `image:///usr/libexec/s2i`). An incremental build starts with a
 * stage from the previous image that runs its `save-artifacts`.
 */
export function s2iDockerfile(input: S2iDockerfileInput): Planned<S2iDockerfile> {
  const problems: BuildPlanProblem[] = [];
  const destination =
    (labelOf(input.builderLabels, DESTINATION_LABELS) ?? DEFAULT_DESTINATION).replace(/\/+$/, '') || '/';
  const scriptsDest = join(destination, 'scripts');
  const user = input.builderLabels[ASSEMBLE_USER_LABEL] ?? input.builderUser;
  // USER may name a group too (`1001:0`); files are given to the user, with group 0 as s2i does.
  const owner = user.split(':')[0] ?? '';
  const asRoot = owner === '' || owner === 'root' || owner === '0';

  const fromSource = new Set(
    input.scriptsDir === undefined ? S2I_SCRIPTS.filter((s) => input.sourceScripts.includes(s)) : [],
  );
  let labelDir: string | undefined;
  const imageDir = (): string | undefined => {
    if (input.scriptsDir !== undefined) return input.scriptsDir;
    if (labelDir !== undefined) return labelDir;
    const labelName = SCRIPTS_URL_LABELS.find((name) => input.builderLabels[name] !== undefined);
    if (labelName === undefined) return (labelDir = DEFAULT_SCRIPTS_DIR);
    const location = readScriptsLocation(input.builderLabels[labelName], `builder label ${labelName}`);
    if ('dir' in location) return (labelDir = location.dir);
    problems.push({ ...location, reason: 'PullBuilderImageFailed' });
    return undefined;
  };
  const scriptPath = (script: S2iScript): string =>
    fromSource.has(script) ? join(scriptsDest, script) : join(imageDir() ?? DEFAULT_SCRIPTS_DIR, script);

  const fileEnv =
    input.environmentFile === undefined ? undefined : parseS2iEnvironment(input.environmentFile);
  if (fileEnv !== undefined && !fileEnv.ok) problems.push(...fileEnv.problems);
  const env = mergeByName(fileEnv?.ok === true ? fileEnv.value : [], input.buildEnv, input.env);

  const lines: string[] = [
    `# s2i build --as-dockerfile, as gitshift writes it, for builder ${input.builderImage}`,
  ];
  const context: ContextCopy[] = [];
  if (input.previousImage !== undefined) {
    const saveArtifacts = scriptPath('save-artifacts');
    lines.push(`FROM ${input.previousImage} AS cached`);
    if (fromSource.has('save-artifacts')) {
      lines.push('USER 0', `COPY ${CONTEXT_SCRIPTS}/save-artifacts ${saveArtifacts}`);
      if (!asRoot) lines.push(`RUN chown ${owner}:0 ${saveArtifacts}`);
    }
    if (!asRoot) lines.push(`USER ${user}`);
    // A previous image without save-artifacts (or with nothing to save) gives an empty archive, not a failed build.
    lines.push(
      `RUN if [ -s ${saveArtifacts} ]; then ${saveArtifacts} > ${ARTIFACTS_TAR}; else touch ${ARTIFACTS_TAR}; fi`,
      '',
    );
  }
  lines.push(`FROM ${input.builderImage}`);
  const labels = mergeByName([{ name: 'io.openshift.build.image', value: input.builderImage }], input.labels);
  lines.push(keyValueInstruction('LABEL', labels, '\\', '\n'));
  if (env.length > 0) lines.push(keyValueInstruction('ENV', env, '\\', '\n'));
  // Numeric: a builder's /etc/passwd may have no root entry, and buildah looks names up there.
  lines.push('USER 0');
  const owned: string[] = [];
  if (input.previousImage !== undefined) {
    lines.push(`COPY --from=cached ${ARTIFACTS_TAR} ${ARTIFACTS_TAR}`);
    owned.push(ARTIFACTS_TAR);
  }
  if (fromSource.size > 0) {
    lines.push(`COPY ${CONTEXT_SCRIPTS} ${scriptsDest}`);
    owned.push(scriptsDest);
    for (const script of fromSource)
      context.push({ from: `.s2i/bin/${script}`, to: `${CONTEXT_SCRIPTS}/${script}` });
  }
  const sourceDest = join(destination, 'src');
  lines.push(`COPY ${CONTEXT_SOURCE} ${sourceDest}`);
  owned.push(sourceDest);
  context.push({ from: '.', to: CONTEXT_SOURCE });
  if (!asRoot) lines.push(`RUN chown -R ${owner}:0 ${owned.join(' ')}`, `USER ${user}`);
  else if (input.builderUser !== '') lines.push(`USER ${input.builderUser}`);
  if (input.previousImage !== undefined) {
    const artifacts = join(destination, 'artifacts');
    lines.push(
      `RUN if [ -s ${ARTIFACTS_TAR} ]; then mkdir -p ${artifacts} && tar -xf ${ARTIFACTS_TAR} -C ${artifacts}; fi && rm -f ${ARTIFACTS_TAR}`,
    );
  }
  lines.push(`RUN ${scriptPath('assemble')}`, `CMD ${JSON.stringify([scriptPath('run')])}`);
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { dockerfile: `${lines.join('\n')}\n`, context }, warnings: [] };
}

function labelOf(labels: Readonly<Record<string, string>>, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = labels[name];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

function join(dir: string, name: string): string {
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}
