import { abortable, isAborted } from '../runtime/index.js';
import { KubeApiError } from './kube-error.js';
import { groupVersionPath, type ServedResource } from './object-path.js';

/** A GET of an API path, parsed; rejects on any status but 2xx. */
export type GetJson = <T>(path: string, signal?: AbortSignal) => Promise<T>;

interface ResourceList {
  readonly resources: readonly {
    readonly name: string;
    readonly kind: string;
    readonly namespaced: boolean;
  }[];
}

/**
 * What the API server serves, per group/version: each kind's plural and
 * whether it is namespaced. Asked once per group/version and kept until
 * `forget()` (after a CRD is established); a failed read is not kept.
 */
export class Discovery {
  private readonly cache = new Map<string, Promise<ReadonlyMap<string, ServedResource>>>();

  constructor(private readonly getJson: GetJson) {}

  /** How the cluster serves `kind`; a KubeApiError 404 NotServed when it does not. */
  async resource(apiVersion: string, kind: string, signal?: AbortSignal): Promise<ServedResource> {
    const found = (await this.resources(apiVersion, signal)).get(kind);
    if (found === undefined)
      throw new KubeApiError(404, 'NotServed', `the cluster does not serve ${kind} in ${apiVersion}`);
    return found;
  }

  /** Whether the cluster serves `kind`; an unknown group/version serves nothing. */
  async serves(apiVersion: string, kind: string, signal?: AbortSignal): Promise<boolean> {
    try {
      return (await this.resources(apiVersion, signal)).has(kind);
    } catch (error) {
      if (error instanceof KubeApiError && error.status === 404) return false;
      throw error;
    }
  }

  /** Forgets what was learnt, so newly established CRDs are seen. */
  forget(): void {
    this.cache.clear();
  }

  /**
   * The kinds of one group/version. Callers asking together share one read,
   * each free to give up on its own signal; a read given up by the caller
   * that started it is started again for a caller still waiting.
   */
  private async resources(
    apiVersion: string,
    signal?: AbortSignal,
  ): Promise<ReadonlyMap<string, ServedResource>> {
    for (;;) {
      const shared = this.cache.get(apiVersion) ?? this.read(apiVersion, signal);
      try {
        return await abortable(shared, signal, `discovery of ${apiVersion}`);
      } catch (error) {
        if (!isAborted(error) || signal?.aborted === true) throw error;
      }
    }
  }

  private read(
    apiVersion: string,
    signal: AbortSignal | undefined,
  ): Promise<ReadonlyMap<string, ServedResource>> {
    const reading = this.getJson<ResourceList>(groupVersionPath(apiVersion), signal).then(
      (list) =>
        new Map(
          list.resources
            // Subresources (deployments/scale) are not kinds of their own.
            .filter((r) => !r.name.includes('/'))
            .map((r) => [r.kind, { plural: r.name, namespaced: r.namespaced }]),
        ),
      (error: unknown) => {
        if (this.cache.get(apiVersion) === reading) this.cache.delete(apiVersion);
        throw error;
      },
    );
    this.cache.set(apiVersion, reading);
    return reading;
  }
}
