import type { Forge } from '../../forge/forge.js';
import type { KubeApi, LiveObject } from '../../kube/kube-api.js';
import type { PreviewSettings } from '../../model/settings.js';
import {
  PREVIEW_OWNER_LABEL,
  PREVIEW_PR_LABEL,
  livePreviewOf,
  pullKey,
  sweepVerdicts,
  type LivePreview,
  type PullLookup,
  type SweepVerdict,
} from '../../previews/index.js';
import { deleteInventory } from '../../reconciler/inventory-store.js';
import { PROJECT_LABEL } from '../../render/provenance.js';
import { mapBounded } from '../../runtime/index.js';

/**
 * Every preview one config repository's serve made (`owner`: its gitshift.yaml
 * `name`): namespaces with that owner and the whole preview label set, nothing
 * else — not another serve's previews on the same cluster.
 */
export async function livePreviews(
  api: KubeApi,
  owner: string,
  signal?: AbortSignal,
): Promise<LivePreview[]> {
  const namespaces = await api.list(
    'v1',
    'Namespace',
    `${PREVIEW_PR_LABEL},${PREVIEW_OWNER_LABEL}=${owner}`,
    {
      signal,
    },
  );
  return namespaces.flatMap((namespace) => {
    // Being deleted is gone already: counted, it would hold a slot of maxConcurrent until its pods end,
    // and each sweep would delete it again and wake the PRs waiting for that slot for nothing.
    if (namespace.metadata.deletionTimestamp !== undefined) return [];
    const preview = livePreviewOf(viewOf(namespace));
    return preview === undefined ? [] : [preview];
  });
}

/**
 * Deletes one preview: its Ingresses first, so its hosts stop answering at
 * once rather than while its pods terminate, then its namespace and its
 * inventory. The namespace is read again first and left alone unless it is
 * still exactly this preview.
 */
export async function deletePreview(
  api: KubeApi,
  preview: LivePreview,
  signal?: AbortSignal,
): Promise<boolean> {
  const ref = { apiVersion: 'v1', kind: 'Namespace', name: preview.namespace };
  const namespace = await api.get(ref, { signal });
  if (namespace !== undefined) {
    const now = livePreviewOf(viewOf(namespace));
    if (
      now === undefined ||
      now.repository !== preview.repository ||
      now.number !== preview.number ||
      now.project !== preview.project
    )
      return false;
    const ingresses = await api.list(
      'networking.k8s.io/v1',
      'Ingress',
      `${PROJECT_LABEL}=${preview.namespace}`,
      {
        signal,
      },
    );
    for (const ingress of ingresses.filter((i) => i.metadata.namespace === preview.namespace))
      await api.delete(
        {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'Ingress',
          namespace: preview.namespace,
          name: ingress.metadata.name,
        },
        { signal },
      );
    await api.delete(ref, { signal });
  }
  await deleteInventory(api, preview.namespace);
  return namespace !== undefined;
}

/** Deletes every preview of one pull request; returns those it deleted. */
export async function deletePullPreviews(
  api: KubeApi,
  owner: string,
  repository: string,
  number: number,
  signal?: AbortSignal,
): Promise<LivePreview[]> {
  const previews = (await livePreviews(api, owner, signal)).filter(
    (p) => p.repository === repository && p.number === number,
  );
  const deleted: LivePreview[] = [];
  for (const preview of previews) if (await deletePreview(api, preview, signal)) deleted.push(preview);
  return deleted;
}

export interface SweepDeps {
  readonly api: KubeApi;
  /** The config repository's gitshift.yaml `name`: only its previews are swept. */
  readonly owner: string;
  readonly forge: Forge;
  /** From a config that loaded: a gitshift.yaml with errors never reaches a sweep. */
  readonly settings: PreviewSettings;
  readonly now: Date;
}

/**
 * Asks the forge about each preview's pull request, one request per PR, and
 * deletes the previews whose PR is closed or past its TTL. A PR the forge did
 * not answer for keeps its previews: an outage is never "no pull requests".
 */
export async function sweepPreviews(deps: SweepDeps, signal?: AbortSignal): Promise<SweepVerdict[]> {
  const previews = await livePreviews(deps.api, deps.owner, signal);
  const pulls = [...new Map(previews.map((p) => [pullKey(p.repository, p.number), p])).values()];
  const lookups = new Map<string, PullLookup>(
    await mapBounded(pulls, 4, async ({ repository, number }) => [
      pullKey(repository, number),
      await lookUp(deps.forge, repository, number, signal),
    ]),
  );
  const verdicts = sweepVerdicts(previews, lookups, deps.now, deps.settings);
  for (const verdict of verdicts)
    if (verdict.action === 'delete') await deletePreview(deps.api, verdict.preview, signal);
  return verdicts;
}

async function lookUp(
  forge: Forge,
  repository: string,
  number: number,
  signal?: AbortSignal,
): Promise<PullLookup> {
  const [owner = '', name = ''] = repository.split('/');
  try {
    const pull = await forge.pull({ owner, name }, number, signal);
    return pull.open
      ? { state: 'open', labels: pull.labels, headSha: pull.headSha }
      : { state: 'closed', merged: pull.merged };
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return { state: 'unknown', reason: error instanceof Error ? error.message : String(error) };
  }
}

function viewOf(namespace: LiveObject): {
  name: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
} {
  return {
    name: namespace.metadata.name,
    ...(namespace.metadata.labels === undefined ? {} : { labels: { ...namespace.metadata.labels } }),
    ...(namespace.metadata.annotations === undefined
      ? {}
      : { annotations: { ...namespace.metadata.annotations } }),
  };
}
