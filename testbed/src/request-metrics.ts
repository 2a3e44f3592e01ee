import type { KubeApi } from '../../src/kube/kube-api.js';

/**
 * Mutating requests (create, update, patch, apply, delete; dry runs,
 * subresources such as status, and deletes of whole collections left out)
 * that the API server itself has counted in apiserver_request_total for some
 * resources.
 */
export async function mutatingRequests(api: KubeApi, resources: readonly string[]): Promise<number> {
  let total = 0;
  for (const line of (await api.getText('/metrics')).split('\n')) {
    if (!line.startsWith('apiserver_request_total{')) continue;
    const labels = new Map(
      [...line.matchAll(/(\w+)="([^"]*)"/g)].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']),
    );
    if (!['POST', 'PUT', 'PATCH', 'DELETE', 'APPLY'].includes(labels.get('verb') ?? '')) continue;
    if ((labels.get('subresource') ?? '') !== '' || (labels.get('dry_run') ?? '') !== '') continue;
    // A DELETE of a whole namespace's worth (scope "namespace") is a deletecollection: the namespace
    // controller emptying a deleted namespace. gitshift deletes objects one at a time (scope "resource").
    if (labels.get('verb') === 'DELETE' && labels.get('scope') === 'namespace') continue;
    if (!resources.includes(labels.get('resource') ?? '')) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}
