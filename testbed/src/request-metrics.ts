import type { KubeApi } from '../../src/kube/kube-api.js';

/**
 * Mutating requests (create, update, patch, apply, delete; dry runs,
 * subresources such as status, and deletes of whole collections left out)
 * that the API server itself has counted in apiserver_request_total for some
 * resources.
 */
export async function mutatingRequests(api: KubeApi, resources: readonly string[]): Promise<number> {
  let total = 0;
  for (const { labels, count } of await requestCounters(api)) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE', 'APPLY'].includes(labels.get('verb') ?? '')) continue;
    if ((labels.get('subresource') ?? '') !== '' || (labels.get('dry_run') ?? '') !== '') continue;
    // A DELETE of a whole namespace's worth (scope "namespace") is a deletecollection: the namespace
    // controller emptying a deleted namespace. gitshift deletes objects one at a time (scope "resource").
    if (labels.get('verb') === 'DELETE' && labels.get('scope') === 'namespace') continue;
    if (!resources.includes(labels.get('resource') ?? '')) continue;
    total += count;
  }
  return total;
}

/** Requests the API server has answered so far, by verb (GET, LIST, WATCH, APPLY, POST, …), every resource counted. */
export async function requestsByVerb(api: KubeApi): Promise<Map<string, number>> {
  const byVerb = new Map<string, number>();
  for (const { labels, count } of await requestCounters(api)) {
    const verb = labels.get('verb') ?? '';
    byVerb.set(verb, (byVerb.get(verb) ?? 0) + count);
  }
  return byVerb;
}

/** What `after` counted beyond `before`, verb by verb, as `APPLY=5000 LIST=12`; verbs that did not move are left out. */
export function requestsBetween(
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
): string {
  return [...after]
    .map(([verb, count]): [string, number] => [verb, count - (before.get(verb) ?? 0)])
    .filter(([verb, delta]) => delta > 0 && verb !== 'WATCH')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([verb, delta]) => `${verb}=${delta}`)
    .join(' ');
}

/** The API server's apiserver_request_total counters, each with its labels. */
async function requestCounters(api: KubeApi): Promise<{ labels: Map<string, string>; count: number }[]> {
  return (await api.getText('/metrics'))
    .split('\n')
    .filter((line) => line.startsWith('apiserver_request_total{'))
    .map((line) => ({
      labels: new Map(
        [...line.matchAll(/(\w+)="([^"]*)"/g)].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']),
      ),
      count: Number(line.slice(line.lastIndexOf(' ') + 1)),
    }));
}

/**
 * Waits until the API server counts no new mutating requests on `resources`
 * for two seconds (controllers still write after a big sync: each new
 * namespace gets its kube-root-ca.crt ConfigMap), so that what is counted
 * next is the next step's own. After two minutes of writes it throws,
 * naming `what` would have been counted.
 */
export async function waitUntilQuiet(
  api: KubeApi,
  resources: readonly string[],
  what: string,
): Promise<void> {
  let last = await mutatingRequests(api, resources);
  for (let waited = 0; waited < 120; waited += 2) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const now = await mutatingRequests(api, resources);
    if (now === last) return;
    last = now;
  }
  throw new Error(`the cluster kept writing for two minutes; ${what} would be meaningless`);
}
