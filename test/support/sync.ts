import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import {
  syncRepository,
  type RepositorySync,
  type SyncRepositoryOptions,
} from '../../src/reconciler/sync-repository.js';
import { renderRepository } from '../../src/render/render-repository.js';
import { loadFiles, type LoadFilesOptions } from './repo.js';

export async function kubeApiFor(kubeconfigPath: string, attempts = 6): Promise<KubeApi> {
  return createHttpKubeApi(kubeconfigPath, { attempts });
}

/** Loads, renders and syncs an in-memory config repository. */
export async function syncFiles(
  api: KubeApi,
  files: Readonly<Record<string, string>>,
  options: SyncRepositoryOptions & LoadFilesOptions = {},
): Promise<RepositorySync> {
  const model = loadFiles(files, options);
  return syncRepository(api, model, renderRepository(model), options);
}

/** Mutating requests the API server has counted for some resources, from its own apiserver_request_total. */
export async function mutatingRequests(api: KubeApi, resources: readonly string[]): Promise<number> {
  const metrics = await api.getText('/metrics');
  let total = 0;
  for (const line of metrics.split('\n')) {
    if (!line.startsWith('apiserver_request_total{')) continue;
    const labels = Object.fromEntries([...line.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (!['POST', 'PUT', 'PATCH', 'DELETE', 'APPLY'].includes(labels['verb'] ?? '')) continue;
    if (labels['subresource'] !== '' && labels['subresource'] !== undefined) continue;
    if (labels['dry_run'] !== '' && labels['dry_run'] !== undefined) continue;
    if (!resources.includes(labels['resource'] ?? '')) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}
