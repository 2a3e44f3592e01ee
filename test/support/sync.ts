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

export { mutatingRequests } from '../../testbed/src/request-metrics.js';
