import { parseJson, stringifyJson } from '../yaml/values/lossless-json.js';
import type { Clock, RetryPolicy } from '../runtime/index.js';
import { readClusterAccess, type ClusterAccess } from './cluster-access.js';
import { Discovery } from './discovery.js';
import { FIELD_MANAGER, type KubeApi, type LiveObject } from './kube-api.js';
import { KubeApiError } from './kube-error.js';
import { collectionPath, objectPath } from './object-path.js';
import type { ObjectRef } from './object-ref.js';
import { listPages } from './paging.js';
import { KUBE_RETRY_POLICY, retrying } from './retrying-transport.js';
import { httpsTransport, type KubeRequest, type KubeResponse } from './transport.js';

export interface HttpKubeApiOptions {
  /** Most requests in flight at once. Default: 16. */
  readonly maxSockets?: number;
  /** Per-request timeout in milliseconds. Default: 30000. */
  readonly timeoutMs?: number;
  /**
   * Attempts for a request the server did not answer (refused, reset, timed
   * out), or answered 429, 500, 502, 503 or 504, with jittered exponential
   * backoff from 200 ms that waits at least what a `Retry-After` asks (up to
   * 5 s). Default: 6 (at most about 6 s of waiting in all, without Retry-After).
   */
  readonly attempts?: number;
  /** Objects per page of a LIST. Default: 500. */
  readonly pageSize?: number;
  /**
   * Credentials that can change — a token or client certificate read from
   * files, or handed out by an exec plugin — are read again when older than
   * this, and at once after a 401. Default: 60000.
   */
  readonly credentialMaxAgeMs?: number;
  /** The clock retries wait on and credentials age on. Default: the system clock. */
  readonly clock?: Clock;
  /** Default: Math.random (jitter of the retry backoff only). */
  readonly random?: () => number;
}

/**
 * The Kubernetes API over HTTPS, sending objects exactly as given: JSON in,
 * JSON out, no typed models that could drop fields they do not know (CRD
 * fields, new API fields). Credentials come from a kubeconfig.
 */
export async function createHttpKubeApi(
  kubeconfigPath: string,
  options: HttpKubeApiOptions = {},
): Promise<KubeApi> {
  return httpKubeApi(await readClusterAccess(kubeconfigPath), options);
}

/**
 * The same for a cluster already read: a transport (HTTPS, credentials)
 * with retries, discovery, object paths and paging composed.
 */
export function httpKubeApi(access: ClusterAccess, options: HttpKubeApiOptions = {}): KubeApi {
  const { attempts = KUBE_RETRY_POLICY.attempts, pageSize = 500, clock, random } = options;
  const policy: RetryPolicy = { ...KUBE_RETRY_POLICY, attempts };
  const transport = retrying(
    httpsTransport(access, {
      ...(options.maxSockets === undefined ? {} : { maxSockets: options.maxSockets }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.credentialMaxAgeMs === undefined ? {} : { credentialMaxAgeMs: options.credentialMaxAgeMs }),
      ...(clock === undefined ? {} : { clock }),
    }),
    { policy, ...(clock === undefined ? {} : { clock }), ...(random === undefined ? {} : { random }) },
  );
  const call = (request: KubeRequest, signal: AbortSignal | undefined): Promise<KubeResponse> =>
    transport.send(request, signal);
  const json = async <T>(request: KubeRequest, signal: AbortSignal | undefined): Promise<T> => {
    const { status, text } = await call(request, signal);
    if (status >= 200 && status < 300) return parseJson(text) as T;
    throw apiError(request, status, text);
  };
  const discovery = new Discovery(<T>(path: string, signal?: AbortSignal) =>
    json<T>({ method: 'GET', path }, signal),
  );
  const pathOf = async (ref: ObjectRef, signal: AbortSignal | undefined): Promise<string> =>
    objectPath(ref, await discovery.resource(ref.apiVersion, ref.kind, signal));

  /** A PATCH of an existing object, in gitshift's name, as `contentType` says. */
  const patchAs = async (
    ref: ObjectRef,
    body: string,
    contentType: string,
    signal: AbortSignal | undefined,
  ): Promise<LiveObject> => {
    const path = `${await pathOf(ref, signal)}?fieldManager=${encodeURIComponent(FIELD_MANAGER)}`;
    return json<LiveObject>({ method: 'PATCH', path, body, contentType }, signal);
  };

  const api: KubeApi = {
    async get(ref, { signal } = {}) {
      const request = { method: 'GET', path: await pathOf(ref, signal) };
      const { status, text } = await call(request, signal);
      if (status === 404) return undefined;
      if (status >= 200 && status < 300) return parseJson(text) as LiveObject;
      throw apiError(request, status, text);
    },
    async list(apiVersion, kind, labelSelector, options) {
      const items: LiveObject[] = [];
      for await (const page of api.listPages(apiVersion, kind, labelSelector, options)) items.push(...page);
      return items;
    },
    async *listPages(apiVersion, kind, labelSelector, { signal } = {}) {
      const resource = await discovery.resource(apiVersion, kind, signal);
      yield* listPages((path, pageSignal) => json({ method: 'GET', path }, pageSignal), {
        collection: collectionPath(apiVersion, resource, undefined),
        apiVersion,
        kind,
        labelSelector,
        pageSize,
        signal,
      });
    },
    async apply(object, { dryRun = false, fieldManager = FIELD_MANAGER, signal } = {}) {
      const path = await pathOf(
        { ...object, name: object.metadata.name, namespace: object.metadata.namespace },
        signal,
      );
      const query = `?fieldManager=${encodeURIComponent(fieldManager)}&force=true${dryRun ? '&dryRun=All' : ''}`;
      return json<LiveObject>(
        {
          method: 'PATCH',
          path: `${path}${query}`,
          body: stringifyJson(object),
          contentType: 'application/apply-patch+yaml',
        },
        signal,
      );
    },
    async create(object, { fieldManager, signal } = {}) {
      const { namespace } = object.metadata;
      const resource = await discovery.resource(object.apiVersion, object.kind, signal);
      const query = fieldManager === undefined ? '' : `?fieldManager=${encodeURIComponent(fieldManager)}`;
      const path = `${collectionPath(object.apiVersion, resource, namespace)}${query}`;
      return json<LiveObject>({ method: 'POST', path, body: stringifyJson(object) }, signal);
    },
    async replace(object, { signal } = {}) {
      const path = await pathOf(
        { ...object, name: object.metadata.name, namespace: object.metadata.namespace },
        signal,
      );
      return json<LiveObject>({ method: 'PUT', path, body: stringifyJson(object) }, signal);
    },
    mergePatch(ref, patch, { signal } = {}) {
      return patchAs(ref, JSON.stringify(patch), 'application/merge-patch+json', signal);
    },
    jsonPatch(ref, operations, { signal } = {}) {
      return patchAs(ref, JSON.stringify(operations), 'application/json-patch+json', signal);
    },
    async delete(ref, { signal } = {}) {
      const request = {
        method: 'DELETE',
        path: await pathOf(ref, signal),
        body: JSON.stringify({ propagationPolicy: 'Background' }),
      };
      const { status, text } = await call(request, signal);
      if (status !== 404 && (status < 200 || status >= 300)) throw apiError(request, status, text);
    },
    serves(apiVersion, kind, { signal } = {}) {
      return discovery.serves(apiVersion, kind, signal);
    },
    refreshDiscovery() {
      discovery.forget();
    },
    async getText(path, { signal } = {}) {
      const request = { method: 'GET', path };
      const { status, text } = await call(request, signal);
      if (status >= 200 && status < 300) return text;
      throw apiError(request, status, text);
    },
  };
  return api;
}

/** A refusal or failure the server answered with: its Status object's reason and message. */
function apiError({ method, path }: KubeRequest, status: number, text: string): KubeApiError {
  let reason = 'Unknown';
  let message = text.slice(0, 300);
  try {
    const parsed = JSON.parse(text) as { reason?: string; message?: string };
    reason = parsed.reason ?? reason;
    message = parsed.message ?? message;
  } catch {
    // Not a Status object (a proxy's HTML page, say): the raw text is the best message there is.
  }
  return new KubeApiError(status, reason, `${method} ${path}: ${status} ${reason}: ${message}`);
}
