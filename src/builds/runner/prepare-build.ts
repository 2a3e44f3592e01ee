import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { SourceRevision } from '../../buildplan/build-info.js';
import type { BuildPlan } from '../../buildplan/build-plan.js';
import type { BuildRecord, BuildRevision } from '../../buildplan/build-record.js';
import { customBuildEnvironment } from '../../buildplan/custom-build.js';
import { formatPlanProblem, type Planned } from '../../buildplan/plan-problem.js';
import { S2I_DOCKERFILE } from '../../buildplan/s2i/s2i-dockerfile.js';
import { dockerStrategyDockerfile, sourceStrategyDockerfile } from '../../buildplan/strategy-dockerfile.js';
import type { GitRunner } from '../../git/git-runner.js';
import type { ImageConfig } from '../../images/registry-image-config.js';
import type { StartBuildRequest } from '../build-service.js';
import { BuildExecutionFailure, type BuildJob } from '../executor.js';
import { fetchGitSource } from '../source/fetch-git-source.js';
import { unpackArchive } from '../source/unpack-archive.js';
import type { PreparedBuild } from './build-config-info.js';

export interface PrepareBuildOptions {
  /** Where each build gets a working directory, removed when it ends. */
  readonly workDir: string;
  readonly git: GitRunner;
  /** An S2I builder's labels and user, read from the registry without pulling it. */
  readonly imageConfig: (pullSpec: string) => Promise<ImageConfig>;
  /** The previous output, for incremental S2I builds. */
  readonly previousImage: (plan: BuildPlan) => string | undefined;
  readonly insecureRegistries: readonly string[];
  /** Keep layers in `<output repository>-build-cache` between builds of one BuildConfig. */
  readonly cache: boolean;
  /** A binary build's archive unpacks to at most this many bytes. */
  readonly maxArchiveBytes: number;
  /** gitshift's version, for custom builders' ORIGIN_VERSION. */
  readonly version: string;
}

/**
 * Everything before the executor: the source fetched (git) or unpacked (a
 * binary build's archive) into a working directory, the context directory
 * checked, and what the strategy builds written there — the Dockerfile of a
 * Docker build rewritten as OpenShift's builder does, the Dockerfile and
 * layout of an S2I build, a custom builder's environment. Problems of the
 * source are BuildExecutionFailures with OpenShift's reasons
 * (FetchSourceFailed, InvalidContextDirectory, …).
 */
export async function prepareBuild(
  plan: BuildPlan,
  record: BuildRecord,
  request: StartBuildRequest | undefined,
  options: PrepareBuildOptions,
  { signal, log }: { readonly signal: AbortSignal; readonly log: (line: string) => void },
): Promise<PreparedBuild> {
  await mkdir(options.workDir, { recursive: true });
  const dir = await mkdtemp(join(options.workDir, `${record.namespace}-${record.name}-`));
  const cleanup = (): Promise<void> => rm(dir, { recursive: true, force: true });
  try {
    const source = join(dir, 'source');
    const revision = await fetchSource(plan, record, request, source, options, signal, log);
    const context = await contextOf(source, plan.source.contextDir);
    if (plan.postCommit !== undefined)
      log('spec.postCommit is not run: gitshift does not run post-commit hooks yet');
    const job = await jobFor(plan, record, revision, context, dir, options, log);
    return {
      job,
      ...(revision === undefined ? {} : { revision: recordRevision(revision) }),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function fetchSource(
  plan: BuildPlan,
  record: BuildRecord,
  request: StartBuildRequest | undefined,
  into: string,
  options: PrepareBuildOptions,
  signal: AbortSignal,
  log: (line: string) => void,
): Promise<SourceRevision | undefined> {
  if (request?.archive !== undefined) {
    log('unpacking the uploaded source');
    try {
      const summary = await unpackArchive({
        archive: request.archive,
        destination: into,
        maxBytes: options.maxArchiveBytes * 4,
        signal,
      });
      log(`unpacked ${summary.entries} entries, ${summary.bytes} bytes`);
    } finally {
      await rm(request.archive, { force: true });
    }
    return undefined;
  }
  if (plan.source.type === 'Binary')
    throw new BuildExecutionFailure(
      'FetchSourceFailed',
      `BuildConfig ${record.namespace}/${record.spec.buildConfig} builds from an uploaded source: start it with 'gitshift start-build ${record.namespace}/${record.spec.buildConfig} --from-dir|--from-file|--from-archive'`,
    );
  await mkdir(into, { recursive: true });
  const git = plan.source.git;
  if (git === undefined) return undefined;
  const ref = request?.ref ?? record.spec.revision?.ref ?? git.ref;
  const commit = request?.commit ?? record.spec.revision?.commit;
  log(`fetching ${git.uri}${commit === undefined ? ` at ${ref ?? 'its default branch'}` : ` at ${commit}`}`);
  try {
    const revision = await fetchGitSource(options.git, { uri: git.uri, ref, commit, into }, signal);
    log(`commit ${revision.commit ?? ''}: ${revision.message ?? ''}`);
    return revision;
  } catch (error) {
    throw new BuildExecutionFailure('FetchSourceFailed', messageOf(error), { cause: error });
  }
}

/** The context directory, which must be a folder inside the source (a link out of it is refused). */
async function contextOf(source: string, contextDir: string | undefined): Promise<string> {
  if (contextDir === undefined) return source;
  const wanted = resolve(source, contextDir);
  const problem = `contextDir '${contextDir}' is not a folder of the source`;
  try {
    const [root, real] = await Promise.all([realpath(source), realpath(wanted)]);
    const inside = relative(root, real);
    if (inside.startsWith('..') || !(await stat(real)).isDirectory())
      throw new BuildExecutionFailure('InvalidContextDirectory', problem);
    return real;
  } catch (error) {
    if (error instanceof BuildExecutionFailure) throw error;
    throw new BuildExecutionFailure('InvalidContextDirectory', problem, { cause: error });
  }
}

async function jobFor(
  plan: BuildPlan,
  record: BuildRecord,
  revision: SourceRevision | undefined,
  context: string,
  dir: string,
  options: PrepareBuildOptions,
  log: (line: string) => void,
): Promise<BuildJob> {
  // Webhook or start-build --env: checked by the strategy (names, line breaks) like the BuildConfig's own.
  const extraEnv = record.spec.env ?? [];
  const base = {
    namespace: record.namespace,
    name: record.name,
    buildConfig: record.spec.buildConfig,
    insecureRegistries: options.insecureRegistries,
    limits: plan.limits,
    ...(plan.output === undefined ? {} : { output: plan.output.pullSpec }),
  };
  const cacheRepository =
    options.cache && plan.output !== undefined && !plan.noCache
      ? `${plan.output.pullSpec.replace(/[:@][^:/]+$/, '')}-build-cache`
      : undefined;
  const dockerfileRun = (dockerfile: string) =>
    ({
      type: 'dockerfile',
      dockerfile,
      buildArgs: plan.buildArgs,
      noCache: plan.noCache,
      forcePull: plan.forcePull,
      ...(cacheRepository === undefined ? {} : { cacheRepository }),
    }) as const;
  switch (plan.strategy) {
    case 'Docker': {
      const path = join(context, plan.dockerfilePath);
      const sourceDockerfile = plan.source.dockerfile === undefined ? await readIfFile(path) : undefined;
      const build = planned(
        dockerStrategyDockerfile({ plan, buildName: record.name, revision, sourceDockerfile, extraEnv }),
        'InvalidContextDirectory',
      );
      // OpenShift's builder rewrites the Dockerfile where it is; an inline one lands at the default path.
      const target = plan.source.dockerfile === undefined ? path : join(context, 'Dockerfile');
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, build.dockerfile);
      return {
        ...base,
        contextDir: context,
        run: {
          ...dockerfileRun(relative(context, target)),
          imageEnv: Object.fromEntries(build.buildEnv.map((e) => [e.name, e.value])),
          imageLabels: Object.fromEntries(build.labels.map((e) => [e.name, e.value])),
        },
      };
    }
    case 'Source': {
      const builder = plan.from?.pullSpec ?? '';
      log(`reading the labels of builder image ${builder}`);
      let config: ImageConfig;
      try {
        config = await options.imageConfig(builder);
      } catch (error) {
        throw new BuildExecutionFailure(
          'PullBuilderImageFailed',
          `cannot read builder image ${builder}: ${messageOf(error)}`,
          { cause: error },
        );
      }
      const s2i = planned(
        sourceStrategyDockerfile({
          plan,
          buildName: record.name,
          revision,
          builderLabels: config.labels,
          builderUser: config.user,
          sourceScripts: await filesIn(join(context, '.s2i', 'bin')),
          environmentFile: await readIfFile(join(context, '.s2i', 'environment')),
          previousImage: options.previousImage(plan),
          extraEnv,
        }),
        'GenericBuildFailed',
      );
      const layout = join(dir, 's2i');
      await mkdir(layout, { recursive: true });
      for (const copy of s2i.context) {
        const from = resolve(context, copy.from);
        await mkdir(dirname(join(layout, copy.to)), { recursive: true });
        await cp(from, join(layout, copy.to), { recursive: true, verbatimSymlinks: true });
      }
      await writeFile(join(layout, S2I_DOCKERFILE), s2i.dockerfile);
      return { ...base, contextDir: layout, run: dockerfileRun(S2I_DOCKERFILE) };
    }
    case 'Custom':
      return {
        ...base,
        contextDir: context,
        run: {
          type: 'custom',
          image: plan.from?.pullSpec ?? '',
          env: customBuildEnvironment({
            plan,
            buildName: record.name,
            buildNumber: record.spec.number,
            revision,
            extraEnv,
            version: options.version,
          }),
          forcePull: plan.forcePull,
        },
      };
  }
}

/** The value, or a BuildExecutionFailure listing the problems (each with its file and line or field). */
function planned<T>(result: Planned<T>, fallback: BuildExecutionFailure['reason']): T {
  if (result.ok) return result.value;
  const reason = result.problems[0]?.reason ?? fallback;
  throw new BuildExecutionFailure(reason, result.problems.map(formatPlanProblem).join('; '));
}

async function readIfFile(path: string): Promise<string | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path, 'utf8') : undefined;
  } catch {
    // Absent is an answer here: the strategy says what it needs instead.
    return undefined;
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
  } catch {
    // No .s2i/bin: the builder's scripts are used.
    return [];
  }
}

function recordRevision(revision: SourceRevision): BuildRevision {
  return {
    ...(revision.commit === undefined ? {} : { commit: revision.commit }),
    ...(revision.ref === undefined ? {} : { ref: revision.ref }),
    ...(revision.message === undefined || revision.message === '' ? {} : { message: revision.message }),
    ...(revision.authorName === undefined || revision.authorName === ''
      ? {}
      : { author: `${revision.authorName} <${revision.authorEmail ?? ''}>` }),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
