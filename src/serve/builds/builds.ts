import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { previousOutputImage } from '../../buildplan/plan-output.js';
import type { BuildExecutor } from '../../builds/executor.js';
import type { EventRecorder } from '../../events/event-recorder.js';
import { LocalExecutor } from '../../builds/executors/local-executor.js';
import { PodExecutor } from '../../builds/executors/pod-executor.js';
import { BuildStore } from '../../builds/records/build-store.js';
import { BuildRunner } from '../../builds/runner/build-runner.js';
import { prepareBuild } from '../../builds/runner/prepare-build.js';
import { GitshiftError } from '../../errors/index.js';
import { systemGit } from '../../git/git-runner.js';
import { httpRegistryClient, type HttpRegistryClient } from '../../images/http-registry-client.js';
import { parseImageReference } from '../../images/image-name.js';
import type { RegistryImage } from '../../images/registry-client.js';
import { readClusterAccess } from '../../kube/cluster-access.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { Clock } from '../../runtime/index.js';
import type { WriteBackEdit, WriteBackReason } from '../../writeback/write-back-edit.js';
import { planBuildConfig, runInfo } from './build-configs.js';
import { WebhookSecrets } from './webhook-secrets.js';
import type { DesiredRevision } from '../desired-state.js';
import { registryHosts } from '../image-updates.js';
import type { ResolvedServeConfig } from '../serve-config.js';

/** How often the Secrets webhook triggers name are read again: a rotated Secret is taken within this. */
const WEBHOOK_SECRET_REFRESH_MS = 60_000;

export interface OpenBuildsOptions {
  readonly api: KubeApi;
  /** The revision builds are planned from: the newest loaded. */
  readonly current: () => DesiredRevision | undefined;
  /** The config repository's one write-back (image-updates.ts). */
  readonly write: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<string[]>;
  readonly clock: Clock;
  /** serve's `builds` logger. */
  readonly log: Logger;
  /** gitshift's version, for custom builders. */
  readonly version: string;
  /** The builds' Kubernetes Events (BuildStarted, BuildSucceeded, ...). Default: none. */
  readonly events?: EventRecorder | undefined;
}

/** The runner with what it was built from, for serve to stop. */
export interface OpenedBuilds {
  readonly runner: BuildRunner;
  readonly executor: BuildExecutor;
  /** The Secrets BuildConfig webhook triggers name, read ahead of the requests that need them. */
  readonly webhookSecrets: WebhookSecrets;
  stop(): Promise<void>;
}

/**
 * Builds put together from their parts: the records in the cluster
 * (records/), the executor serve's config names (executors/), the registry
 * client that reads builder labels and output digests, the runner
 * (runner/), and each BuildConfig planned from the newest revision at the
 * moment it is needed (build-configs.ts). Not started: `runner.open()` takes
 * over what a previous serve left.
 */
export async function openBuilds(
  config: ResolvedServeConfig,
  options: OpenBuildsOptions,
): Promise<OpenedBuilds> {
  const { builds } = config;
  const registry = httpRegistryClient({
    hosts: buildRegistryHosts(config),
    onlyConfiguredHosts: config.onlyConfiguredRegistries,
  });
  const executor = await openExecutor(config, options.log);
  const settings = { registry: builds.registry };
  const plan = (project: string, buildConfig: string) =>
    planBuildConfig(options.current(), project, buildConfig, settings);
  const runner = new BuildRunner({
    store: new BuildStore(options.api, options.clock, buildOwner(config)),
    events: options.events,
    executor,
    describe: (project, buildConfig) => Promise.resolve(runInfo(plan(project, buildConfig))),
    prepare: (record, request, _info, run) =>
      prepareBuild(
        plan(record.namespace, record.spec.buildConfig),
        record,
        request,
        {
          // Beside <stateDir>/builds/<project>/ (the local executor's storage), never inside it: a project may be called anything.
          workDir: join(config.stateDir, 'build-contexts'),
          git: systemGit(),
          imageConfig: (pullSpec) => imageConfigOf(registry, pullSpec, builds.insecureRegistries),
          previousImage: (p) => {
            const streams = options.current()?.streams;
            return streams === undefined ? undefined : previousOutputImage(p.output, streams);
          },
          insecureRegistries: builds.insecureRegistries,
          cache: builds.cache,
          maxArchiveBytes: builds.maxArchiveBytes,
          version: options.version,
        },
        run,
      ),
    outputDigest: async (pullSpec) => {
      const { image, reference } = registryImageOf(pullSpec, builds.insecureRegistries);
      return (await registry.resolveTag(image, reference)).digest;
    },
    writeBack: (edit) =>
      options.write(
        [
          {
            type: 'image-stream-tag',
            project: edit.namespace,
            stream: edit.stream,
            tag: edit.tag,
            image: edit.digest,
            dockerImageReference: edit.dockerImageReference,
            created: new Date(options.clock.now()).toISOString(),
          },
        ],
        {
          source: 'build',
          event: 'build complete',
          summary: `Build ${edit.build}: ${edit.stream}:${edit.tag} → ${edit.digest.slice(0, 19)}`,
        },
      ),
    clock: options.clock,
    log: options.log,
    maxRunning: builds.maxRunning,
    logLimitBytes: builds.logLimitBytes,
  });
  const webhookSecrets = new WebhookSecrets(options.api, options.clock, options.log);
  webhookSecrets.start(WEBHOOK_SECRET_REFRESH_MS);
  return {
    runner,
    executor,
    webhookSecrets,
    async stop() {
      webhookSecrets.stop();
      await runner.stop();
      if (executor instanceof PodExecutor) await executor.close();
    },
  };
}

async function openExecutor(config: ResolvedServeConfig, log: Logger): Promise<BuildExecutor> {
  const { builds } = config;
  if (builds.executor === 'local') return new LocalExecutor({ stateDir: config.stateDir });
  const { cluster } = builds;
  if (cluster.builderImage === undefined)
    throw new GitshiftError(
      'SERVE_CONFIG_INVALID',
      'builds.cluster.builderImage: required with executor cluster',
    );
  return PodExecutor.start({
    access: await readClusterAccess(config.cluster.kubeconfig),
    builderImage: cluster.builderImage,
    contextServer: {
      host: cluster.contextListen.host,
      port: cluster.contextListen.port,
      ...(cluster.contextAdvertisedHost === undefined
        ? {}
        : { advertisedHost: cluster.contextAdvertisedHost }),
    },
    nodeSelector: cluster.nodeSelector,
    tolerations: cluster.tolerations,
    hostNetwork: cluster.hostNetwork,
    logger: log,
  });
}

/** serve's registries, plus the hosts builds speak plain HTTP to, so digests and labels are read the same way. */
function buildRegistryHosts(config: ResolvedServeConfig): ReturnType<typeof registryHosts> {
  const hosts = { ...registryHosts(config) };
  for (const host of config.builds.insecureRegistries)
    hosts[host] = { ...hosts[host], insecure: true, tokenRealms: hosts[host]?.tokenRealms ?? [] };
  return hosts;
}

function registryImageOf(
  pullSpec: string,
  insecureRegistries: readonly string[],
): { image: RegistryImage; reference: string } {
  const parsed = parseImageReference(pullSpec);
  if (parsed === undefined)
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${pullSpec}' is not an image reference`, {
      pullSpec,
    });
  return {
    image: {
      registryHost: parsed.registryHost,
      repository: parsed.repository,
      insecure: insecureRegistries.includes(parsed.registryHost),
    },
    reference: parsed.digest ?? parsed.tag ?? 'latest',
  };
}

function imageConfigOf(
  registry: HttpRegistryClient,
  pullSpec: string,
  insecureRegistries: readonly string[],
) {
  const { image, reference } = registryImageOf(pullSpec, insecureRegistries);
  return registry.imageConfig(image, reference);
}

/** This serve's name on its Build records: its config repository and branch, hashed to fit a label value. */
function buildOwner(config: ResolvedServeConfig): string {
  return createHash('sha256')
    .update(`${config.repository.url}#${config.repository.branch}`)
    .digest('hex')
    .slice(0, 40);
}
