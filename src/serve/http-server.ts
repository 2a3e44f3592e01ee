import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServeMetrics, WebhookEndpoint } from '../observability/metrics.js';

/** Where OpenShift's BuildConfig webhook URLs start; the webhook receivers route what follows. */
const BUILD_WEBHOOK_PREFIX = '/apis/build.openshift.io/';
import { RECOMMENDED_SERVER_OPTIONS } from '../webhooks/index.js';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Readiness {
  readonly ready: boolean;
  /** Why not, for people reading /readyz. */
  readonly reason: string;
}

export interface DaemonHttpOptions {
  readonly host: string;
  readonly port: number;
  /** Everything under /hooks/, and BuildConfig webhooks at OpenShift's URLs. */
  readonly hooks: RequestHandler;
  /** Everything under /api/v1/ (builds); default: 404 saying how to turn it on. */
  readonly api?: RequestHandler | undefined;
  /** The status page: GET / and everything under /ui/ (its pages, assets and live updates). Default: 404. */
  readonly page?: RequestHandler | undefined;
  /** GET /pulls/…: pull requests' whole plans; default: 404 saying a forge turns it on. */
  readonly pulls?: RequestHandler | undefined;
  readonly readiness: () => Readiness;
  /** The body of GET /status. */
  readonly status: () => unknown;
  /** GET /metrics in Prometheus' text format, and webhook answers counted. Default: no /metrics (404). */
  readonly metrics?: ServeMetrics | undefined;
  /**
   * The node:http server's limits: header and request deadlines (and how
   * often they are checked), keep-alive, header size. Default:
   * RECOMMENDED_SERVER_OPTIONS.
   */
  readonly server?: ServerOptions;
}

export interface DaemonHttpServer {
  /** `http://host:port`, with the port the system picked when 0 was asked for. */
  readonly url: string;
  /** Stops accepting connections and resolves when every request in flight has been answered. */
  close(): Promise<void>;
}

/**
 * The daemon's one HTTP listener: webhooks, and the probes an orchestrator
 * asks. /healthz says the process answers; /readyz says it has loaded a
 * revision and is not shutting down, so a load balancer sends it webhooks.
 */
export async function startDaemonHttp(options: DaemonHttpOptions): Promise<DaemonHttpServer> {
  const { server: limits = RECOMMENDED_SERVER_OPTIONS } = options;
  let closing = false;
  // Slow headers, oversized headers and idle keep-alive connections are cut by the server itself.
  const server: Server = createServer(limits, (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/hooks/') || path.startsWith(BUILD_WEBHOOK_PREFIX)) {
      if (options.metrics !== undefined) countWebhook(options.metrics, path, res);
      if (closing) return answer(res, 503, { error: 'shutting down; deliver again later' });
      options.hooks(req, res);
      return;
    }
    if (path.startsWith('/api/v1/')) {
      if (options.api !== undefined) return options.api(req, res);
      return answer(res, 404, {
        error: 'the API is off: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE)',
      });
    }
    if (path.startsWith('/pulls/') && (req.method === 'GET' || req.method === 'HEAD')) {
      if (options.pulls !== undefined) return options.pulls(req, res);
      return answer(res, 404, {
        error: 'pull requests are off: give serve a forge (forge.kind, forge.tokenFile)',
      });
    }
    if ((path === '/' || path.startsWith('/ui/')) && options.page !== undefined)
      return options.page(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return answer(res, 405, { error: `${req.method ?? ''} is not allowed on ${path}` }, { allow: 'GET' });
    switch (path) {
      case '/healthz':
        return answer(res, 200, { status: 'ok' });
      case '/readyz': {
        const readiness = closing ? { ready: false, reason: 'shutting down' } : options.readiness();
        return answer(res, readiness.ready ? 200 : 503, { ready: readiness.ready, reason: readiness.reason });
      }
      case '/status':
        return answer(res, 200, options.status());
      case '/metrics':
        if (options.metrics === undefined) break;
        sendMetrics(options.metrics, res);
        return;
    }
    return answer(res, 404, { error: `no such endpoint: ${path}` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    close: () => {
      closing = true;
      // A keep-alive connection that finishes its request while we wait becomes idle; close those too.
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          clearInterval(sweep);
          if (error === undefined) resolve();
          else reject(error);
        });
        server.closeIdleConnections();
      });
    },
  };
}

/** `/hooks/<endpoint>/…` → the endpoint, one of a fixed few: a label value never taken from the request as is. */
export function webhookEndpointOf(path: string): WebhookEndpoint {
  // The rest of a BuildConfig webhook's path holds its secret: never a label.
  if (path.startsWith(BUILD_WEBHOOK_PREFIX)) return 'openshift-build';
  const endpoint = path.split('/')[2];
  return endpoint === 'github' ||
    endpoint === 'dockerhub' ||
    endpoint === 'registry' ||
    endpoint === 'generic'
    ? endpoint
    : 'unknown';
}

function countWebhook(metrics: ServeMetrics, path: string, res: ServerResponse): void {
  const started = performance.now();
  res.once('finish', () =>
    metrics.webhookAnswered(webhookEndpointOf(path), res.statusCode, (performance.now() - started) / 1000),
  );
}

function sendMetrics(metrics: ServeMetrics, res: ServerResponse): void {
  metrics.exposition().then(
    ({ contentType, text }) => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
      res.end(text);
    },
    (error: unknown) => answer(res, 500, { error: `cannot collect metrics: ${(error as Error).message}` }),
  );
}

function answer(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}
