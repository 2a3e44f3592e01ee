import {
  BUILD_API_VERSION,
  BUILD_CONFIG_LABEL,
  BUILD_KIND,
  type BuildRecord,
} from '../../buildplan/build-record.js';
import { GitshiftError } from '../../errors/index.js';
import type { KubeApi } from '../../kube/kube-api.js';
import { KubeApiError } from '../../kube/kube-error.js';
import { pollUntil, type Clock } from '../../runtime/index.js';
import { buildCrd } from './build-crd.js';
import { buildRecordObject, buildRef, recordOf } from './build-object.js';

/** Field manager of build records, apart from the reconciler's, so a sync never fights over them. */
const FIELD_MANAGER = 'gitshift-builds';

/** How long a build waits for its project's first sync to create the Namespace, by default. */
const NAMESPACE_WAIT_MS = 60_000;

/** Which serve wrote a record: see the constructor. */
export const BUILD_OWNER_LABEL = 'gitshift.io/build-owner';

/** The ConfigMap holding a build's log once written: `<build>.log` beside the record, deleted with it. */
export function logConfigMapName(build: string): string {
  return `${build}.log`;
}

/**
 * Build records and their logs in the cluster: a `gitshift.io/v1 Build` per
 * run, and a ConfigMap per log that the Build owns (so the garbage collector
 * removes the log when a history limit removes the record).
 */
export class BuildStore {
  readonly #api: KubeApi;
  readonly #clock: Clock;
  readonly #owner: string;
  readonly #namespaceWaitMs: number;

  /**
   * `owner` names the serve writing the records (its config repository and
   * branch, hashed): a serve takes over only its own unfinished builds, not
   * those of another serve on the same cluster.
   */
  constructor(
    api: KubeApi,
    clock: Clock,
    owner: string,
    { namespaceWaitMs = NAMESPACE_WAIT_MS }: { readonly namespaceWaitMs?: number } = {},
  ) {
    this.#api = api;
    this.#clock = clock;
    this.#owner = owner;
    this.#namespaceWaitMs = namespaceWaitMs;
  }

  /** Whether the API server serves the Build kind. */
  isDefined(signal: AbortSignal): Promise<boolean> {
    return this.#api.serves(BUILD_API_VERSION, BUILD_KIND, { signal });
  }

  /** Applies the Build CRD and waits until the API server serves it. */
  async ensureDefinition(signal: AbortSignal): Promise<void> {
    if (await this.isDefined(signal)) return;
    await this.#api.apply(buildCrd(), { signal, fieldManager: FIELD_MANAGER });
    await pollUntil(
      async () => {
        this.#api.refreshDiscovery();
        return (await this.#api.serves(BUILD_API_VERSION, BUILD_KIND, { signal })) ? true : undefined;
      },
      {
        intervalMs: 200,
        timeoutMs: 30_000,
        signal,
        clock: this.#clock,
        what: 'the Build CustomResourceDefinition to be served',
      },
    );
  }

  /** Writes the record whole; resolves with the object's uid (for the log's owner reference). */
  async save(record: BuildRecord, signal: AbortSignal): Promise<string | undefined> {
    const object = buildRecordObject(record);
    const owned = {
      ...object,
      metadata: {
        ...object.metadata,
        labels: { ...object.metadata.labels, [BUILD_OWNER_LABEL]: this.#owner },
      },
    };
    try {
      return (await this.#api.apply(owned, { signal, fieldManager: FIELD_MANAGER })).metadata.uid;
    } catch (error) {
      if (!(error instanceof KubeApiError && error.status === 404)) throw error;
      // A project's Namespace comes with its first sync, which may still be running (serve just
      // started, or the project is new in this commit): the build waits for it rather than failing.
      await this.#namespaceCreated(record.namespace, signal);
      return (await this.#api.apply(owned, { signal, fieldManager: FIELD_MANAGER })).metadata.uid;
    }
  }

  /** Waits until `namespace` exists; TIMED_OUT, naming the project, when no sync makes it in time. */
  async #namespaceCreated(namespace: string, signal: AbortSignal): Promise<void> {
    await pollUntil(
      async () =>
        (await this.#api.get({ apiVersion: 'v1', kind: 'Namespace', name: namespace }, { signal })) ===
        undefined
          ? undefined
          : true,
      {
        intervalMs: 200,
        timeoutMs: this.#namespaceWaitMs,
        signal,
        clock: this.#clock,
        what: `the Namespace of project ${namespace}, which its first sync creates, to hold the build`,
      },
    );
  }

  async get(namespace: string, name: string, signal: AbortSignal): Promise<BuildRecord | undefined> {
    const live = await this.#api.get(buildRef(namespace, name), { signal });
    return live === undefined ? undefined : recordOf(live);
  }

  /** Every record, or a project's, or (`mine`) those this serve wrote; records gitshift cannot read are left out. */
  async list(
    namespace: string | undefined,
    signal: AbortSignal,
    { mine = false } = {},
  ): Promise<BuildRecord[]> {
    const selector = mine ? `${BUILD_CONFIG_LABEL},${BUILD_OWNER_LABEL}=${this.#owner}` : BUILD_CONFIG_LABEL;
    const all = await this.#api.list(BUILD_API_VERSION, BUILD_KIND, selector, { signal });
    return all
      .filter((object) => namespace === undefined || object.metadata.namespace === namespace)
      .map(recordOf)
      .filter((record): record is BuildRecord => record !== undefined);
  }

  async delete(namespace: string, name: string, signal: AbortSignal): Promise<void> {
    await this.#api.delete(buildRef(namespace, name), { signal });
  }

  /** Writes the kept log, owned by the Build `uid` so it goes when the record goes. */
  async saveLog(
    namespace: string,
    build: string,
    uid: string | undefined,
    text: string,
    signal: AbortSignal,
  ): Promise<void> {
    await this.#api.apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: {
          name: logConfigMapName(build),
          namespace,
          labels: { 'gitshift.io/build': build },
          ...(uid === undefined
            ? {}
            : {
                ownerReferences: [{ apiVersion: BUILD_API_VERSION, kind: BUILD_KIND, name: build, uid }],
              }),
        },
        data: { log: text },
      },
      { signal, fieldManager: FIELD_MANAGER },
    );
  }

  /** The kept log, or undefined when none was written. */
  async readLog(namespace: string, build: string, signal: AbortSignal): Promise<string | undefined> {
    const live = await this.#api.get(
      { apiVersion: 'v1', kind: 'ConfigMap', namespace, name: logConfigMapName(build) },
      { signal },
    );
    const data = live?.['data'] as Record<string, unknown> | undefined;
    return typeof data?.['log'] === 'string' ? data['log'] : undefined;
  }
}

/** BUILD_NOT_FOUND for a build nobody has. */
export function buildNotFound(namespace: string, name: string): GitshiftError {
  return new GitshiftError('BUILD_NOT_FOUND', `no build ${namespace}/${name}`, { namespace, name });
}
