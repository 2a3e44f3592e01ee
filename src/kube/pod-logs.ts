import { request } from 'node:https';
import { abortedError, onAbort, throwIfAborted } from '../runtime/index.js';
import type { ClusterAccess } from './cluster-access.js';
import { KubeApiError } from './kube-error.js';
import { networkFailureReason } from './retry-decision.js';

/** Which log: one container of one pod. */
export interface PodLogRequest {
  readonly namespace: string;
  readonly pod: string;
  readonly container: string;
  /** Keep the answer open and send lines as the container writes them, until it ends. */
  readonly follow: boolean;
}

export interface PodLogOptions {
  /** Aborting ends the stream at once (the request is destroyed) and rejects with ABORTED. */
  readonly signal: AbortSignal;
  /** Each piece of the log as it arrives, decoded as UTF-8 (a character split between pieces is kept whole). */
  readonly onChunk: (text: string) => void;
}

/**
 * Reads a container's log from the API server's pod log endpoint
 * (`GET /api/v1/namespaces/<ns>/pods/<pod>/log`), as a stream: the request
 * transport of http-kube-api reads whole answers, which a followed log never
 * is. Resolves when the log ends (with `follow`, when the container has
 * stopped) with the number of characters it had: the server may answer 204,
 * an empty log, for a container that has not started writing; rejects with a KubeApiError when the server refuses (400 while
 * the container has not started yet, 404 when the pod is gone) or does not
 * answer. No retries: the caller knows whether asking again is worth it.
 */
export async function streamPodLog(
  access: ClusterAccess,
  { namespace, pod, container, follow }: PodLogRequest,
  { signal, onChunk }: PodLogOptions,
): Promise<number> {
  const path =
    `/api/v1/namespaces/${encodeURIComponent(namespace)}/pods/${encodeURIComponent(pod)}/log` +
    `?container=${encodeURIComponent(container)}${follow ? '&follow=true' : ''}`;
  const what = `GET ${path}`;
  throwIfAborted(signal, what);
  const credentials = (await access.renewCredentials?.(false)) ?? access.credentials;
  throwIfAborted(signal, what);
  let received = 0;
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error): void => {
      if (settled) return;
      settled = true;
      stopListening();
      if (error === undefined) resolve();
      else reject(signal.aborted ? abortedError(signal, what) : error);
    };
    const outgoing = request(
      {
        protocol: access.server.protocol,
        hostname: access.server.hostname,
        port: access.server.port,
        path,
        method: 'GET',
        ca: access.ca,
        rejectUnauthorized: access.rejectUnauthorized,
        ...(access.servername === undefined ? {} : { servername: access.servername }),
        cert: credentials.cert,
        key: credentials.key,
        // The log endpoint refuses text/plain in Accept (406) though it answers in it.
        headers: { ...credentials.headers, accept: '*/*' },
        // A followed log may stay silent for as long as the build does: no idle timeout; the signal ends it.
        agent: false,
      },
      (res) => {
        res.setEncoding('utf8');
        const status = res.statusCode ?? 0;
        if (status === 204) {
          res.resume();
          res.on('end', () => settle());
          return;
        }
        if (status !== 200) {
          let body = '';
          res.on('data', (text: string) => {
            if (body.length < 4096) body += text;
          });
          res.on('end', () => settle(refusal(what, status, body)));
          res.on('error', (error) => settle(unanswered(what, error)));
          return;
        }
        res.on('data', (text: string) => {
          received += text.length;
          onChunk(text);
        });
        res.on('end', () => settle());
        res.on('error', (error) => settle(unanswered(what, error)));
        res.on('close', () => {
          if (!res.complete)
            settle(unanswered(what, Object.assign(new Error('the log was cut off'), { code: 'ECONNRESET' })));
        });
      },
    );
    const stopListening = onAbort(signal, () => outgoing.destroy(new Error('aborted')));
    outgoing.on('error', (error) => settle(unanswered(what, error)));
    outgoing.end();
  });
  return received;
}

function refusal(what: string, status: number, body: string): KubeApiError {
  let reason = 'Unknown';
  let message = body.slice(0, 300);
  try {
    const parsed = JSON.parse(body) as { reason?: string; message?: string };
    reason = parsed.reason ?? reason;
    message = parsed.message ?? message;
  } catch {
    // Not a Status object: the raw text is the best message there is.
  }
  return new KubeApiError(status, reason, `${what}: ${status} ${reason}: ${message}`);
}

function unanswered(what: string, cause: Error): KubeApiError {
  return new KubeApiError(
    0,
    networkFailureReason(cause),
    `${what}: the API server did not answer (${cause.message})`,
    {
      cause,
    },
  );
}
