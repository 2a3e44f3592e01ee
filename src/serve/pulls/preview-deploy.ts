import type { KubeApi } from '../../kube/kube-api.js';
import { refOf } from '../../kube/object-ref.js';
import type { PreviewSettings } from '../../model/settings.js';
import {
  claimPreviewNamespace,
  previewNamespace,
  renderPreview,
  type PreviewOf,
  type RenderedPreview,
} from '../../previews/index.js';
import type { PreviewLine } from '../../pulls/plan-comment-input.js';
import { worstHealth } from '../../reconciler/health.js';
import { syncProjectAlone } from '../../reconciler/sync-project.js';
import { checkHealth } from '../../reconciler/wait-healthy.js';
import { pollUntil } from '../../runtime/index.js';
import type { RenderedProject } from '../../render/render-repository.js';

/**
 * The name previews' inventories record as the repository that synced them.
 * A dot can never be in a gitshift.yaml `name`, so no config repository ever
 * takes a preview for a removed project of its own.
 */
export const PREVIEW_INVENTORY_REPOSITORY = 'preview.gitshift';

/** How long a preview waits for its namespace's earlier deletion to finish (pods ending on their nodes). */
const NAMESPACE_GONE_TIMEOUT_MS = 120_000;

export interface DeployPreviewInput {
  readonly rendered: RenderedProject;
  readonly of: PreviewOf;
  readonly settings: PreviewSettings;
  /** Images to put in place of others in pod templates: a preview build's output for the production image. */
  readonly images?: ReadonlyMap<string, string> | undefined;
}

/** A preview applied: its line for the comment, and the objects whose health says when it is ready. */
export interface DeployedPreview {
  readonly line: PreviewLine;
  readonly preview: RenderedPreview | undefined;
}

/**
 * Applies one project's preview into its namespace: refused when the
 * namespace exists and is not this preview's (a real project of that name,
 * another PR's); otherwise synced like a project of its own (pruning what
 * the PR no longer has), with its health read once.
 */
export async function deployPreview(
  api: KubeApi,
  input: DeployPreviewInput,
  signal: AbortSignal,
): Promise<DeployedPreview> {
  const { rendered, of, settings } = input;
  const project = rendered.name;
  const namespace = previewNamespace(settings, project, of.number);
  const failed = (message: string): DeployedPreview => ({
    line: { project, namespace, urls: [], state: 'failed', message },
    preview: undefined,
  });
  const ref = { apiVersion: 'v1', kind: 'Namespace', name: namespace };
  let existing = await api.get(ref, { signal });
  // A PR reopened (or a preview swept and wanted again) while its namespace is still being deleted:
  // the API server refuses anything created in it, so the preview waits for it to be gone.
  if (existing?.metadata.deletionTimestamp !== undefined) {
    await pollUntil(async () => ((await api.get(ref, { signal })) === undefined ? true : undefined), {
      intervalMs: 500,
      timeoutMs: NAMESPACE_GONE_TIMEOUT_MS,
      signal,
      what: `namespace ${namespace}, being deleted, to be gone`,
    });
    existing = undefined;
  }
  const claim = claimPreviewNamespace(
    existing === undefined
      ? undefined
      : { name: namespace, labels: existing.metadata.labels, annotations: existing.metadata.annotations },
    { repository: of.repository, number: of.number, project },
  );
  if (!claim.claim) return failed(claim.reason);
  const preview = renderPreview({ rendered, of, settings, images: input.images });
  const { result } = await syncProjectAlone(
    api,
    {
      project: preview.project,
      repository: PREVIEW_INVENTORY_REPOSITORY,
      objects: preview.objects,
      hooks: preview.hooks,
      selfHeal: true,
      // A preview follows its PR exactly: whatever the PR drops goes, however much.
      prune: { enabled: true, maxDeleteRatio: 1, allowMassPrune: true },
    },
    { signal },
  );
  const errors = result?.errors ?? [];
  if (errors.length > 0)
    return {
      line: {
        project,
        namespace,
        urls: urlsOf(preview),
        state: 'failed',
        message: errors.join('; '),
      },
      preview,
    };
  return { line: await previewHealth(api, preview, project, signal), preview };
}

/** The preview's state from its objects' health now: ready, deploying or degraded. */
export async function previewHealth(
  api: KubeApi,
  preview: RenderedPreview,
  project: string,
  signal: AbortSignal,
): Promise<PreviewLine> {
  const health = await checkHealth(api, preview.objects.map(refOf), signal);
  const status = worstHealth(health.map((h) => h.health.status));
  const waiting = health.filter((h) => h.health.status !== 'Healthy');
  // The comment cuts a preview's message: what explains a pod that never starts (a withheld Secret) goes first.
  const withheld = preview.withoutSecrets.map(
    (w) => `${w.kind} ${w.name} reads Secrets left out of fork previews: ${w.secrets.join(', ')}`,
  );
  const left = preview.left.map((l) => `${l.kind} ${l.name} left out: ${l.reason}`);
  const message =
    status === 'Healthy'
      ? undefined
      : waiting
          .slice(0, 3)
          .map((h) => `${h.ref.kind} ${h.ref.name}: ${h.health.message}`)
          .join('; ');
  return {
    project,
    namespace: preview.namespace,
    urls: urlsOf(preview),
    state: status === 'Healthy' ? 'ready' : status === 'Degraded' ? 'degraded' : 'deploying',
    ...(message === undefined && withheld.length + left.length === 0
      ? {}
      : { message: [...withheld, message, ...left].filter((m) => m !== undefined).join('; ') }),
  };
}

function urlsOf(preview: RenderedPreview): string[] {
  const secure = new Set(
    preview.objects
      .filter((o) => o.kind === 'Ingress')
      .flatMap((o) => {
        const tls = (o['spec'] as { tls?: { hosts?: string[] }[] } | undefined)?.tls ?? [];
        return tls.flatMap((t) => t.hosts ?? []);
      }),
  );
  return preview.hosts.map((host) => `${secure.has(host) ? 'https' : 'http'}://${host}/`);
}
