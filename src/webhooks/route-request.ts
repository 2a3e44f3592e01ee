import type { BuildWebhookType, WebhookSource } from './webhook-event.js';
import { reject, type WebhookRejection } from './rejection.js';

/** Which receiver a request is for, with what its URL carries. */
export type WebhookRoute =
  | { readonly source: 'github' }
  | { readonly source: 'dockerhub' | 'registry'; readonly secret: string }
  | { readonly source: 'generic'; readonly project: string; readonly secret: string }
  | {
      readonly source: 'openshift-build';
      readonly namespace: string;
      readonly buildConfig: string;
      readonly secret: string;
      readonly type: BuildWebhookType;
    };

/** OpenShift's own BuildConfig webhook URLs, so the URLs in existing GitHub and generic settings keep working. */
const BUILD_PREFIX = '/apis/build.openshift.io/v1';
const BUILD_TYPES: readonly string[] = ['github', 'generic'] satisfies readonly BuildWebhookType[];

const SHAPES: Readonly<Record<WebhookSource, string>> = {
  github: '/hooks/github',
  dockerhub: '/hooks/dockerhub/<secret>',
  registry: '/hooks/registry/<secret>',
  generic: '/hooks/generic/<project>/<secret>',
  'openshift-build': `${BUILD_PREFIX}/namespaces/<namespace>/buildconfigs/<name>/webhooks/<secret>/github|generic`,
};

/**
 * Maps method and URL to a route, or to the rejection that explains why not.
 * The query string is ignored; one trailing slash is tolerated.
 */
export function routeRequest(
  method: string | undefined,
  url: string | undefined,
): WebhookRoute | WebhookRejection {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  const segments = path.replace(/\/$/, '').split('/').slice(1);
  if (path.startsWith(`${BUILD_PREFIX}/`)) return buildRoute(method, segments);
  if (segments[0] !== 'hooks' || segments.length < 2) return notFound(path);
  const source = segments[1] as WebhookSource;
  if (!Object.hasOwn(SHAPES, source)) return notFound(path);
  const params = segments.slice(2).map(decodeSegment);
  if (params.some((p) => p === undefined || p === '')) return notFound(path, source);
  const route = toRoute(source, params as string[]);
  if (route === undefined) return notFound(path, source);
  if (method !== 'POST')
    return reject.methodNotAllowed(`${method ?? ''} is not allowed on ${SHAPES[source]}: use POST`);
  return route;
}

/** `apis/build.openshift.io/v1/namespaces/<ns>/buildconfigs/<name>/webhooks/<secret>/<type>`, split. */
function buildRoute(
  method: string | undefined,
  segments: readonly string[],
): WebhookRoute | WebhookRejection {
  const params = segments.map(decodeSegment);
  const [, , , namespaces, namespace, buildconfigs, buildConfig, webhooks, secret, type] = params;
  const shaped =
    params.length === 10 &&
    namespaces === 'namespaces' &&
    buildconfigs === 'buildconfigs' &&
    webhooks === 'webhooks' &&
    params.every((p) => p !== undefined && p !== '');
  if (!shaped || namespace === undefined || buildConfig === undefined || secret === undefined)
    return notFound('', 'openshift-build');
  if (type === undefined || !BUILD_TYPES.includes(type))
    return reject.notFound(
      `BuildConfig webhooks of type ${JSON.stringify((type ?? '').slice(0, 32))} are not supported: use github or generic`,
    );
  if (method !== 'POST')
    return reject.methodNotAllowed(`${method ?? ''} is not allowed on BuildConfig webhooks: use POST`);
  return { source: 'openshift-build', namespace, buildConfig, secret, type: type as BuildWebhookType };
}

function toRoute(source: WebhookSource, params: readonly string[]): WebhookRoute | undefined {
  switch (source) {
    case 'openshift-build':
      return undefined;
    case 'github':
      return params.length === 0 ? { source } : undefined;
    case 'dockerhub':
    case 'registry':
      return params.length === 1 ? { source, secret: params[0] as string } : undefined;
    case 'generic':
      return params.length === 2
        ? { source, project: params[0] as string, secret: params[1] as string }
        : undefined;
  }
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not percent-encoding: no secret or project is spelled like that.
    return undefined;
  }
}

// The path may carry a secret: the reason names the expected shape, never the path itself.
function notFound(path: string, source?: WebhookSource): WebhookRejection {
  if (source !== undefined) return reject.notFound(`no such webhook endpoint: expected ${SHAPES[source]}`);
  const known = path.startsWith('/hooks/') ? '' : ' (webhooks live under /hooks/)';
  return reject.notFound(`no such webhook endpoint${known}`);
}
