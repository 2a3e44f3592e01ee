import type { Socket } from 'node:net';
import { Agent, request, type RequestOptions } from 'node:https';
import type { ConnectionOptions } from 'node:tls';
import {
  abortable,
  abortedError,
  onAbort,
  SYSTEM_CLOCK,
  throwIfAborted,
  type Clock,
} from '../runtime/index.js';
import type { ClusterAccess } from './cluster-access.js';
import { KubeApiError } from './kube-error.js';
import { RenewingCredentials, type Credentials } from './renewing-credentials.js';
import { networkFailureReason } from './retry-decision.js';
import { TlsContexts } from './tls-contexts.js';

/** One request to the API server. */
export interface KubeRequest {
  readonly method: string;
  /** Path and query: `/api/v1/namespaces/shop`. */
  readonly path: string;
  readonly body?: string | undefined;
  /** Default: application/json (with a body). */
  readonly contentType?: string | undefined;
}

/** The server's answer, whatever its status. */
export interface KubeResponse {
  readonly status: number;
  readonly text: string;
  /** The `Retry-After` header, when the server sent one. */
  readonly retryAfter: string | undefined;
}

/**
 * Sends requests to the API server. Rejects with a KubeApiError of status 0
 * when the server did not answer, and with the ABORTED error when the signal
 * is aborted (the request in flight is destroyed).
 */
export interface KubeTransport {
  send(request: KubeRequest, signal?: AbortSignal): Promise<KubeResponse>;
}

export interface HttpsTransportOptions {
  /** Most requests in flight at once. Default: 16. */
  readonly maxSockets?: number;
  /** A request whose connection stays silent this long is given up. Default: 30000. */
  readonly timeoutMs?: number;
  /** Credentials that can change are read again when older than this, and at once after a 401. Default: 60000. */
  readonly credentialMaxAgeMs?: number;
  /** The clock credentials age on. Default: the system clock. */
  readonly clock?: Clock;
}

/**
 * HTTPS to one API server over kept-alive connections, authenticated with
 * credentials that are renewed as they age and, once, after a 401.
 */
export function httpsTransport(access: ClusterAccess, options: HttpsTransportOptions = {}): KubeTransport {
  const { maxSockets = 16, timeoutMs = 30_000, credentialMaxAgeMs = 60_000, clock = SYSTEM_CLOCK } = options;
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
    () => clock.now(),
  );
  const tls = new TlsContexts(access.ca);

  const once = (
    auth: Credentials,
    req: KubeRequest,
    signal: AbortSignal | undefined,
  ): Promise<KubeResponse> =>
    new Promise((resolve, reject) => {
      const { method, path, body, contentType = 'application/json' } = req;
      const failed = (error: Error): void =>
        reject(
          signal?.aborted === true
            ? abortedError(signal, `${method} ${path}`)
            : unreachable(method, path, error),
        );
      // https.request hands every option on to tls.connect, secureContext too; its type does not list it.
      const options: RequestOptions & Pick<ConnectionOptions, 'secureContext'> = {
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
        // Made from the same CA, certificate and key; tls.connect builds its own only when none is given.
        secureContext: tls.for(auth),
        headers: {
          ...auth.headers,
          accept: 'application/json',
          // An explicit length: a chunked DELETE body is left unread by the server and spoils the kept-alive connection.
          ...(body === undefined
            ? {}
            : { 'content-type': contentType, 'content-length': Buffer.byteLength(body) }),
        },
        timeout: timeoutMs,
      };
      const outgoing = request(options, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          });
        });
        res.on('error', failed);
        // Cut off while the body was arriving: 'error' may not follow.
        res.on('close', () => {
          if (!res.complete)
            failed(Object.assign(new Error('the answer was cut off'), { code: 'ECONNRESET' }));
        });
      });
      outgoing.on('socket', (socket) => socket.ref());
      outgoing.on('timeout', () =>
        outgoing.destroy(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
      );
      outgoing.on('error', failed);
      if (signal !== undefined) {
        // Aborting destroys the request, and its connection, at once.
        const stopListening = onAbort(signal, () => outgoing.destroy(new Error('aborted')));
        outgoing.on('close', stopListening);
      }
      outgoing.end(body);
    });

  return {
    /** One request; refused with 401, once more with credentials read afresh, if they changed. */
    async send(req, signal) {
      const what = `${req.method} ${req.path}`;
      throwIfAborted(signal, what);
      const sent = await abortable(credentials.current(), signal, what);
      const answer = await once(sent, req, signal);
      if (answer.status !== 401) return answer;
      const renewed = await abortable(credentials.afterUnauthorized(sent), signal, what);
      return renewed === undefined ? answer : once(renewed, req, signal);
    },
  };
}

/** The server did not answer; the reason says whether trying again may help (`networkFailureReason`). */
function unreachable(method: string, path: string, cause: Error): KubeApiError {
  return new KubeApiError(
    0,
    networkFailureReason(cause),
    `${method} ${path}: the API server did not answer (${cause.message})`,
    { cause },
  );
}
