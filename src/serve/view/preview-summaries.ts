import type { KubeApi, LiveObject } from '../../kube/kube-api.js';
import { livePreviewOf } from '../../previews/live-preview.js';
import { PREVIEW_OWNER_LABEL, PREVIEW_PR_LABEL } from '../../previews/preview-labels.js';
import { healthOf, worstHealth } from '../../reconciler/health.js';
import type { KubeObject } from '../../render/kube-object.js';
import { PROJECT_LABEL } from '../../render/provenance.js';
import type { PreviewSummary } from './status-view.js';

/**
 * The previews of this serve's config repository (`owner`, its gitshift.yaml
 * name) as they are in the cluster: three LISTs whatever their number (their
 * Namespaces, Ingresses and Deployments, by the preview labels), never a
 * read per preview. Health is that of their Deployments; a namespace being
 * deleted is gone already, as the sweep counts it.
 */
export async function readPreviewSummaries(api: KubeApi, owner: string): Promise<PreviewSummary[]> {
  const selector = `${PREVIEW_PR_LABEL},${PREVIEW_OWNER_LABEL}=${owner}`;
  const [namespaces, ingresses, deployments] = await Promise.all([
    api.list('v1', 'Namespace', selector),
    api.list('networking.k8s.io/v1', 'Ingress', selector),
    api.list('apps/v1', 'Deployment', selector),
  ]);
  const byNamespace = (objects: readonly LiveObject[], namespace: string): LiveObject[] =>
    objects.filter((o) => (o.metadata.namespace ?? o.metadata.labels?.[PROJECT_LABEL]) === namespace);
  return namespaces
    .flatMap((namespace) => {
      if (namespace.metadata.deletionTimestamp !== undefined) return [];
      const { name, labels, annotations } = namespace.metadata;
      const preview = livePreviewOf({ name, labels, annotations });
      if (preview === undefined) return [];
      const apps = byNamespace(deployments, name);
      const created = namespace.metadata['creationTimestamp'];
      const summary: PreviewSummary = {
        pull: `${preview.repository}#${preview.number}`,
        project: preview.project,
        namespace: name,
        urls: byNamespace(ingresses, name).flatMap(ingressUrls),
        ...(preview.headSha === undefined ? {} : { head: preview.headSha }),
        health: apps.length === 0 ? 'Missing' : worstHealth(apps.map((a) => healthOf(a).status)),
        ...(typeof created === 'string' ? { createdAt: created } : {}),
      };
      return [summary];
    })
    .sort((a, b) => (a.namespace < b.namespace ? -1 : a.namespace > b.namespace ? 1 : 0));
}

/** An Ingress's hosts as URLs: https for the hosts its `tls` lists, http for the others. */
export function ingressUrls(ingress: KubeObject): string[] {
  const spec = (ingress['spec'] ?? {}) as {
    rules?: { host?: unknown }[];
    tls?: { hosts?: unknown[] }[];
  };
  const secure = new Set((spec.tls ?? []).flatMap((t) => t.hosts ?? []).filter((h) => typeof h === 'string'));
  const hosts = (spec.rules ?? []).flatMap((rule) =>
    typeof rule.host === 'string' && rule.host !== '' ? [rule.host] : [],
  );
  return [...new Set(hosts)].map((host) => `${secure.has(host) ? 'https' : 'http'}://${host}/`);
}
