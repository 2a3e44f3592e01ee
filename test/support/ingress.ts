import { request } from 'node:http';
import { readState } from '../../testbed/src/control-plane.js';
import { testbedPaths } from '../../testbed/src/paths.js';

/** The testbed's ingress controller: Traefik, routing Ingresses to pods on the real node. */
export interface IngressController {
  /** `http://127.0.0.1:<port>`: every preview host answers here, chosen by the Host header. */
  readonly url: string;
  /** The IngressClass it serves besides Ingresses that name none (`traefik`). */
  readonly ingressClass: string;
  /** Traefik's own API: `/api/http/routers` lists what it routes. */
  readonly adminUrl: string;
}

/**
 * The running testbed's ingress controller. Never skipped: when the testbed is
 * down or runs without its real node (and so without Traefik), this throws and
 * says how to start it.
 */
export function requireIngressController(): IngressController {
  const paths = testbedPaths(process.env);
  const state = readState(paths);
  if (state?.ingressController === undefined)
    throw new Error(
      state === undefined
        ? `the testbed is not running (no ${paths.state}/state.json): run 'npm run testbed:up -- --real-node'. Ingress tests are never skipped.`
        : "the testbed runs without its ingress controller: run 'npm run testbed:up -- --real-node' (it starts Traefik beside a running real node). Ingress tests are never skipped.",
    );
  const { url, ingressClass, adminUrl } = state.ingressController;
  return { url, ingressClass, adminUrl };
}

export interface HostResponse {
  readonly status: number;
  readonly body: string;
}

/**
 * GET `path` of `host` through the ingress controller: the request goes to
 * its loopback port with `Host: host`, as a browser's would reach a preview
 * URL through DNS. (fetch cannot set Host, so this uses node:http.)
 */
export function getThroughIngress(
  controller: IngressController,
  host: string,
  path = '/',
  signal?: AbortSignal,
): Promise<HostResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, controller.url),
      { headers: { host }, timeout: 5000, ...(signal === undefined ? {} : { signal }) },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${controller.url} for ${host}${path}`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The hosts Traefik routes for Ingresses (its Kubernetes provider's routers,
 * from its own API) whose rule or router name contains `search`; the API
 * pages its answers, so a search keeps other tests' routers out.
 */
export async function routedHosts(controller: IngressController, search: string): Promise<string[]> {
  const url = new URL('/api/http/routers', controller.adminUrl);
  url.searchParams.set('search', search);
  url.searchParams.set('per_page', '1000');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  const routers = (await response.json()) as { rule: string; provider: string }[];
  return routers
    .filter((router) => router.provider === 'kubernetes')
    .flatMap((router) => [...router.rule.matchAll(/Host\(`([^`]+)`\)/g)].map((match) => match[1] ?? ''));
}
