import type { ClusterAccess } from '../../kube/cluster-access.js';
import { KubeApiError } from '../../kube/kube-error.js';
import { streamPodLog } from '../../kube/pod-logs.js';
import { retrying } from '../../kube/retrying-transport.js';
import { httpsTransport } from '../../kube/transport.js';
import type { Logger } from '../../observability/logger.js';
import type { KubeObject } from '../../render/kube-object.js';
import { abortedError, sleep, SYSTEM_CLOCK, type Clock } from '../../runtime/index.js';
import {
  BuildExecutionFailure,
  type BuildExecutor,
  type BuildJob,
  type ExecutorRunOptions,
} from '../executor.js';
import { failureMessage } from './build-failure.js';
import { BuildPodApi, PodRefused } from './build-pod-api.js';
import { judgeBuildPod, type BuildPodOutcome, type BuildPodStatus } from './build-pod-outcome.js';
import { BUILD_CONTAINER, buildPod, FETCH_CONTAINER, type Toleration } from './build-pod.js';
import { ContextServer, type ContextOffer, type ContextServerOptions } from './context-server.js';
import { LogLines } from './log-lines.js';

export interface PodExecutorOptions {
  /** The cluster the build pods run in (a kubeconfig read with readClusterAccess). */
  readonly access: ClusterAccess;
  /** An image with buildah, /bin/sh, wget and tar, that the nodes can pull. */
  readonly builderImage: string;
  /** Where build pods download their context from. Default: 127.0.0.1 on a free port. */
  readonly contextServer?: ContextServerOptions;
  /** Places build pods on these nodes. */
  readonly nodeSelector?: Readonly<Record<string, string>>;
  readonly tolerations?: readonly Toleration[];
  /**
   * Build pods use their node's network: needed when the registry or the
   * context server listen on the node's loopback. Default: false.
   */
  readonly hostNetwork?: boolean;
  /** How often the pod's state is read. Default: 500. */
  readonly pollIntervalMs?: number;
  /** Default: the system clock. */
  readonly clock?: Clock;
  readonly logger?: Logger;
}

/** How long the log is waited for once the pod has ended, so a failure message has its last lines. */
const LOG_GRACE_MS = 5000;

/**
 * Builds in a Pod in the project's namespace: the cluster schedules builds,
 * so they scale past one machine, and the BuildConfig's CPU and memory
 * limits are enforced by the kubelet. The context reaches the pod from
 * this process through the context server; the log is streamed from the
 * API server; the pod is deleted when the build ends, whatever the outcome
 * (the runner keeps the log).
 */
export class PodExecutor implements BuildExecutor {
  readonly kind = 'cluster';
  private readonly pods: BuildPodApi;
  private readonly clock: Clock;
  private readonly pollIntervalMs: number;

  private constructor(
    private readonly options: PodExecutorOptions,
    private readonly contexts: ContextServer,
  ) {
    this.clock = options.clock ?? SYSTEM_CLOCK;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.pods = new BuildPodApi(
      retrying(httpsTransport(options.access)),
      this.clock,
      this.pollIntervalMs,
      options.logger,
    );
  }

  /** Starts the context server (LISTEN_FAILED when its address is taken). */
  static async start(options: PodExecutorOptions): Promise<PodExecutor> {
    const contexts = await ContextServer.start({
      ...options.contextServer,
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    return new PodExecutor(options, contexts);
  }

  /** The context server's address as pods see it, `http://host:port`. */
  get contextServerUrl(): string {
    return this.contexts.baseUrl;
  }

  /** Stops the context server. Builds still running lose their context if they have not fetched it. */
  close(): Promise<void> {
    return this.contexts.close();
  }

  async run(job: BuildJob, { signal, log }: ExecutorRunOptions): Promise<void> {
    const what = `build ${job.namespace}/${job.name}`;
    if (signal.aborted) throw abortedError(signal, what);
    const podName = buildPodName(job.name);
    const offer = this.contexts.offer(job.contextDir);
    const lines = new LogLines(log);
    const logs = new AbortController();
    const manifest = this.manifest(job, podName, offer);
    // Whether a pod may exist to delete: from the request on, unless the API server refused it.
    let mayExist = true;
    try {
      await this.pods.create(manifest, signal);
      const progress = { finished: false };
      const following = this.followLogs(job.namespace, podName, lines, logs.signal, progress);
      let pod: BuildPodStatus | undefined;
      for (;;) {
        pod = await this.pods.read(job.namespace, podName, signal);
        if (judgeBuildPod(pod, job.run.type, lines.tail()).state !== 'running') break;
        await sleep(this.clock, this.pollIntervalMs, signal, `waiting for ${what}`);
      }
      progress.finished = true;
      // The log ends with the container; what it still has to say decides which step failed.
      const grace = new AbortController();
      await Promise.race([
        following,
        sleep(this.clock, LOG_GRACE_MS, AbortSignal.any([signal, grace.signal])).catch(() => undefined),
      ]);
      grace.abort();
      if (signal.aborted) throw abortedError(signal, what);
      const outcome: BuildPodOutcome = judgeBuildPod(pod, job.run.type, lines.tail());
      if (outcome.state === 'failed') {
        const message = failureMessage(outcome.reason, lines.tail());
        const [headline, ...rest] = message.split('\n');
        throw new BuildExecutionFailure(
          outcome.reason,
          [`${headline ?? ''} (${outcome.detail})`, ...rest].join('\n'),
        );
      }
    } catch (error) {
      if (error instanceof PodRefused) mayExist = false;
      throw signal.aborted ? abortedError(signal, what) : error;
    } finally {
      offer.revoke();
      logs.abort(new Error('the build ended'));
      if (mayExist) await this.pods.delete(job.namespace, podName);
    }
  }

  /** Deletes the pod a killed serve left running for this build (gone already is fine). */
  async abandon(build: { readonly namespace: string; readonly name: string }): Promise<void> {
    await this.pods.delete(build.namespace, buildPodName(build.name));
  }

  /** The build pod; a job it cannot describe (a dockerfile outside its context) withdraws the offer and throws. */
  private manifest(job: BuildJob, podName: string, offer: ContextOffer): KubeObject {
    try {
      return buildPod(job, {
        podName,
        builderImage: this.options.builderImage,
        contextUrl: offer.url,
        ...(this.options.nodeSelector === undefined ? {} : { nodeSelector: this.options.nodeSelector }),
        ...(this.options.tolerations === undefined ? {} : { tolerations: this.options.tolerations }),
        ...(this.options.hostNetwork === undefined ? {} : { hostNetwork: this.options.hostNetwork }),
      });
    } catch (error) {
      offer.revoke();
      throw error;
    }
  }

  /**
   * Streams the log of the fetch container, then of the build container,
   * into `lines`. A container that has not started yet, or a pod its kubelet
   * does not know yet, is asked for again;
   * once the pod has ended (`progress.finished`) one that never started is
   * given up. A log that cannot be read costs the build its log, not its
   * outcome: it is reported and the build goes on.
   */
  private async followLogs(
    namespace: string,
    pod: string,
    lines: LogLines,
    signal: AbortSignal,
    progress: { finished: boolean },
  ): Promise<void> {
    try {
      for (const container of [FETCH_CONTAINER, BUILD_CONTAINER]) {
        for (;;) {
          try {
            const received = await streamPodLog(
              this.options.access,
              { namespace, pod, container, follow: true },
              { signal, onChunk: (text) => lines.write(text) },
            );
            // An empty answer (204) came before the container wrote anything: ask again while the pod runs.
            if (received > 0 || progress.finished) {
              lines.end();
              break;
            }
          } catch (error) {
            const notYet = error instanceof KubeApiError && (error.status === 400 || error.status === 404);
            if (!notYet) throw error;
            if (progress.finished) {
              // The pod ended with this container never started (its image could not be pulled, say): no log to have.
              lines.end();
              return;
            }
            // 400 "waiting to start": the container has not run yet; 404 for a moment after the pod
            // is created, until its node's kubelet knows it (seen on the testbed: 1 build in 6).
          }
          await sleep(this.clock, this.pollIntervalMs, signal, `the log of ${namespace}/${pod}`);
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      lines.end();
      this.options.logger?.warn(
        { err: error, pod: `${namespace}/${pod}` },
        'the build pod’s log could not be read',
      );
    }
  }
}

/** The pod a build runs in: one per build, so a restarted serve finds the one to delete. */
export function buildPodName(build: string): string {
  return `${build}-build`;
}
