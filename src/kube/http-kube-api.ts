import type { Socket } from 'node:net';
import { Agent, request } from 'node:https';
import { parseJson, stringifyJson } from '../yaml/values/lossless-json.js';
import { readClusterAccess } from './cluster-access.js';
import { FIELD_MANAGER, type KubeApi, type LiveObject } from './kube-api.js';
import { KubeApiError } from './kube-error.js';
import { RenewingCredentials, type Credentials } from './renewing-credentials.js';
import type { ObjectRef } from './object-ref.js';

interface Resource {
  readonly plural: string;
  readonly namespaced: boolean;
}

export interface HttpKubeApiOptions {
  /** Most requests in flight at once. Default: 16. */
  readonly maxSockets?: number;
  /** Per-request timeout in milliseconds. Default: 30000. */
  readonly timeoutMs?: number;
  /**
   * Attempts for a request the server did not answer, or answered 429 or 5xx,
   * with exponential backoff from 200 ms. Every request gitshift makes is
   * idempotent (GET, LIST, server-side apply, DELETE), so retrying is safe.
   * Default: 6 (about 6 s of waiting in all).
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
  const {
    maxSockets = 16,
    timeoutMs = 30_000,
    attempts = 6,
    pageSize = 500,
    credentialMaxAgeMs = 60_000,
  } = options;
  const access = await readClusterAccess(kubeconfigPath);
  const server = access.server;
  // No client certificate here: the Agent's own options override each request's, so it would be used for ever.
  const agent = new Agent({
    keepAlive: true,
    maxSockets,
    ca: access.ca,
    rejectUnauthorized: access.rejectUnauthorized,
    ...(access.servername === undefined ? {} : { servername: access.servername }),
  });
  // Idle kept-alive connections must not keep a finished command alive; busy ones must.
  agent.on('free', (socket: Socket) => socket.unref());
  const credentials = new RenewingCredentials(
    access.credentials,
    access.renewCredentials,
    credentialMaxAgeMs,
  );
  const discovery = new Map<string, Promise<Map<string, Resource>>>();

  const call = async (
    method: string,
    path: string,
    body?: string,
    contentType?: string,
  ): Promise<{ status: number; text: string }> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await authenticatedCall(method, path, body, contentType);
        if ((answer.status !== 429 && answer.status < 500) || attempt >= attempts) return answer;
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** (attempt - 1)));
    }
  };

  /** One request; refused with 401, once more with credentials read afresh, if they changed. */
  const authenticatedCall = async (
    method: string,
    path: string,
    body?: string,
    contentType?: string,
  ): Promise<{ status: number; text: string }> => {
    const sent = await credentials.current();
    const answer = await callOnce(sent, method, path, body, contentType);
    if (answer.status !== 401) return answer;
    const renewed = await credentials.afterUnauthorized(sent);
    return renewed === undefined ? answer : callOnce(renewed, method, path, body, contentType);
  };

  const callOnce = (
    auth: Credentials,
    method: string,
    path: string,
    body?: string,
    contentType = 'application/json',
  ): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const req = request(
        {
          protocol: server.protocol,
          hostname: server.hostname,
          port: server.port,
          path,
          method,
          agent,
          // Per request, the certificate and key are part of the Agent's pool name (https.Agent#getName), so
          // a kept-alive connection, or a cached TLS session, made with an old certificate is never used for
          // a new one: new connections present the new certificate; the old idle ones wait for the server to close them.
          cert: auth.cert,
          key: auth.key,
          headers: {
            ...auth.headers,
            accept: 'application/json',
            // An explicit length: a chunked DELETE body is left unread by the server and spoils the kept-alive connection.
            ...(body === undefined
              ? {}
              : { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }),
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', (error) => reject(unreachable(method, path, error)));
        },
      );
      req.on('socket', (socket) => socket.ref());
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (error) => reject(unreachable(method, path, error)));
      req.end(body);
    });

  const json = async <T>(method: string, path: string, body?: string, contentType?: string): Promise<T> => {
    const { status, text } = await call(method, path, body, contentType);
    if (status >= 200 && status < 300) return parseJson(text) as T;
    throw apiError(method, path, status, text);
  };

  const resources = (apiVersion: string): Promise<Map<string, Resource>> => {
    let cached = discovery.get(apiVersion);
    if (cached === undefined) {
      const path = apiVersion.includes('/') ? `/apis/${apiVersion}` : `/api/${apiVersion}`;
      cached = json<{ resources: { name: string; kind: string; namespaced: boolean }[] }>('GET', path).then(
        (list) =>
          new Map(
            list.resources
              .filter((r) => !r.name.includes('/'))
              .map((r) => [r.kind, { plural: r.name, namespaced: r.namespaced }]),
          ),
        (error: unknown) => {
          discovery.delete(apiVersion);
          throw error;
        },
      );
      discovery.set(apiVersion, cached);
    }
    return cached;
  };

  const resourceOf = async (apiVersion: string, kind: string): Promise<Resource> => {
    const found = (await resources(apiVersion)).get(kind);
    if (found === undefined)
      throw new KubeApiError(404, 'NotServed', `the cluster does not serve ${kind} in ${apiVersion}`);
    return found;
  };

  const collectionPath = async (
    apiVersion: string,
    kind: string,
    namespace: string | undefined,
  ): Promise<string> => {
    const { plural, namespaced } = await resourceOf(apiVersion, kind);
    const root = apiVersion.includes('/') ? `/apis/${apiVersion}` : `/api/${apiVersion}`;
    return namespaced && namespace !== undefined
      ? `${root}/namespaces/${encodeURIComponent(namespace)}/${plural}`
      : `${root}/${plural}`;
  };

  const objectPath = async (ref: ObjectRef): Promise<string> =>
    `${await collectionPath(ref.apiVersion, ref.kind, ref.namespace)}/${encodeURIComponent(ref.name)}`;

  async function* listPages(
    apiVersion: string,
    kind: string,
    labelSelector: string,
  ): AsyncGenerator<LiveObject[]> {
    const base = `${await collectionPath(apiVersion, kind, undefined)}?labelSelector=${encodeURIComponent(labelSelector)}&limit=${pageSize}`;
    let token = '';
    for (;;) {
      const path: string = token === '' ? base : `${base}&continue=${encodeURIComponent(token)}`;
      const list = await json<{ items: LiveObject[]; metadata?: { continue?: string } }>('GET', path);
      // Lists leave out each item's apiVersion and kind.
      yield list.items.map((item) => ({ ...item, apiVersion, kind }));
      token = list.metadata?.continue ?? '';
      if (token === '') return;
    }
  }

  return {
    async get(ref) {
      const path = await objectPath(ref);
      const { status, text } = await call('GET', path);
      if (status === 404) return undefined;
      if (status >= 200 && status < 300) return parseJson(text) as LiveObject;
      throw apiError('GET', path, status, text);
    },
    async list(apiVersion, kind, labelSelector) {
      const items: LiveObject[] = [];
      for await (const page of listPages(apiVersion, kind, labelSelector)) items.push(...page);
      return items;
    },
    listPages,
    async apply(object, { dryRun = false, fieldManager = FIELD_MANAGER } = {}) {
      const path = await objectPath({
        ...object,
        name: object.metadata.name,
        namespace: object.metadata.namespace,
      });
      const query = `?fieldManager=${encodeURIComponent(fieldManager)}&force=true${dryRun ? '&dryRun=All' : ''}`;
      return json<LiveObject>(
        'PATCH',
        `${path}${query}`,
        stringifyJson(object),
        'application/apply-patch+yaml',
      );
    },
    async delete(ref) {
      const path = await objectPath(ref);
      const { status, text } = await call(
        'DELETE',
        path,
        JSON.stringify({ propagationPolicy: 'Background' }),
      );
      if (status !== 404 && (status < 200 || status >= 300)) throw apiError('DELETE', path, status, text);
    },
    async serves(apiVersion, kind) {
      try {
        return (await resources(apiVersion)).has(kind);
      } catch (error) {
        if (error instanceof KubeApiError && error.status === 404) return false;
        throw error;
      }
    },
    refreshDiscovery() {
      discovery.clear();
    },
    async getText(path) {
      const { status, text } = await call('GET', path);
      if (status >= 200 && status < 300) return text;
      throw apiError('GET', path, status, text);
    },
  };
}

function unreachable(method: string, path: string, cause: Error): KubeApiError {
  return new KubeApiError(
    0,
    'Unreachable',
    `${method} ${path}: the API server did not answer (${cause.message})`,
    { cause },
  );
}

function apiError(method: string, path: string, status: number, text: string): KubeApiError {
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
