import { GitshiftError } from '../../errors/index.js';
import { KubeApiError } from '../../kube/kube-error.js';
import type { KubeTransport } from '../../kube/transport.js';
import type { Logger } from '../../observability/logger.js';
import type { KubeObject } from '../../render/kube-object.js';
import { isAborted, sleep, type Clock } from '../../runtime/index.js';
import { BuildExecutionFailure } from '../executor.js';
import type { BuildPodStatus } from './build-pod-outcome.js';

/** The pod is deleted even when the build's own signal is aborted: this long at most. */
const DELETE_TIMEOUT_MS = 30_000;

/** The pod executor's three calls on build pods: create, read, delete at once. */
export class BuildPodApi {
  constructor(
    private readonly transport: KubeTransport,
    private readonly clock: Clock,
    private readonly pollIntervalMs: number,
    private readonly logger: Logger | undefined,
  ) {}

  /** CannotCreateBuildPod when it cannot be created; a PodRefused when the API server refused it (no pod exists). */
  async create(pod: KubeObject, signal: AbortSignal): Promise<void> {
    const namespace = pod.metadata.namespace ?? '';
    const path = `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods`;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await this.transport.send(
        { method: 'POST', path, body: JSON.stringify(pod) },
        signal,
      ));
    } catch (error) {
      if (isAborted(error)) throw error;
      throw new BuildExecutionFailure(
        'CannotCreateBuildPod',
        `the build pod ${namespace}/${pod.metadata.name} could not be created: ${(error as Error).message}`,
        { cause: error },
      );
    }
    if (status >= 200 && status < 300) return;
    throw new PodRefused(
      'CannotCreateBuildPod',
      `the build pod ${namespace}/${pod.metadata.name} could not be created: ${status} ${statusMessage(text)}`,
    );
  }

  /** The pod, or undefined when it is gone. A transient failure to read it is retried on the next poll. */
  async read(namespace: string, name: string, signal: AbortSignal): Promise<BuildPodStatus | undefined> {
    const path = podPath(namespace, name);
    for (;;) {
      try {
        const { status, text } = await this.transport.send({ method: 'GET', path }, signal);
        if (status === 404) return undefined;
        if (status >= 200 && status < 300) return JSON.parse(text) as BuildPodStatus;
        throw new KubeApiError(status, 'Unknown', `GET ${path}: ${status} ${statusMessage(text)}`);
      } catch (error) {
        if (isAborted(error) || !(error instanceof GitshiftError) || !error.transient) throw error;
        this.logger?.warn(
          { err: error, pod: `${namespace}/${name}` },
          'reading a build pod failed; trying again',
        );
        await sleep(this.clock, this.pollIntervalMs, signal, `reading the build pod ${namespace}/${name}`);
      }
    }
  }

  /** Deletes at once (grace 0); a pod already gone is fine. Bounded by its own timeout, not the build's signal. */
  async delete(namespace: string, name: string): Promise<void> {
    try {
      const { status, text } = await this.transport.send(
        {
          method: 'DELETE',
          path: podPath(namespace, name),
          body: JSON.stringify({ gracePeriodSeconds: 0, propagationPolicy: 'Background' }),
        },
        AbortSignal.timeout(DELETE_TIMEOUT_MS),
      );
      if (status !== 404 && (status < 200 || status >= 300))
        throw new KubeApiError(
          status,
          'Unknown',
          `DELETE pod ${namespace}/${name}: ${status} ${statusMessage(text)}`,
        );
    } catch (error) {
      // The build's outcome stands; a pod left behind is worth a line, and its label names it for cleaning.
      this.logger?.error({ err: error, pod: `${namespace}/${name}` }, 'deleting a build pod failed');
    }
  }
}

/** The API server answered the pod's creation with a refusal: there is no pod to delete. */
export class PodRefused extends BuildExecutionFailure {}

function podPath(namespace: string, name: string): string {
  return `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods/${encodeURIComponent(name)}`;
}

/** The message of a Status object the API server answered with, or the start of the text. */
function statusMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { reason?: string; message?: string };
    return `${parsed.reason ?? ''}: ${parsed.message ?? text.slice(0, 300)}`;
  } catch {
    return text.slice(0, 300);
  }
}
