import { indexImageStreams } from '../model/image-stream-index.js';
import { canonicalJson } from '../yaml/values/lossless-json.js';
import type { RepositoryModel } from '../model/project-model.js';
import { asRecord, asRecordList } from '../model/values.js';
import { renderDeploymentConfig } from '../render/deployment-config.js';

/** A DeploymentConfig as one commit of the config repository has it, and the images it runs there. */
export interface DeploymentAt {
  readonly status: 'present';
  /** Repository-relative file the object is written in. */
  readonly file: string;
  /** The Template it was processed from, when it was not written out. */
  readonly template: string | undefined;
  readonly spec: Readonly<Record<string, unknown>>;
  /** Container name → the image its rendered Deployment runs (resolved from the ImageStream in Git). */
  readonly images: ReadonlyMap<string, string>;
  /** Equal for two commits exactly when the spec and every resolved image are equal. */
  readonly key: string;
}

/** Why a commit holds no usable revision of the DeploymentConfig. */
export type DeploymentStateAt =
  | DeploymentAt
  | { readonly status: 'absent'; readonly reason: string }
  /** The project had errors there: the reconciler refused it, so it never ran. */
  | { readonly status: 'blocked'; readonly reason: string };

/**
 * The DeploymentConfig `name` of `project` in a loaded repository: its spec
 * and the images rendering gives its containers. Pure: no git, no clock.
 */
export function deploymentStateAt(model: RepositoryModel, project: string, name: string): DeploymentStateAt {
  const folder = model.projects.find((p) => p.name === project);
  if (folder === undefined) return { status: 'absent', reason: `there is no project '${project}'` };
  const manifest = folder.manifests.find((m) => m.openshiftKind === 'DeploymentConfig' && m.name === name);
  if (manifest === undefined)
    return { status: 'absent', reason: `project '${project}' has no DeploymentConfig '${name}'` };
  if (model.blocked || folder.blocked) {
    const first = (model.blocked ? model.problems : folder.problems).find((p) => p.severity === 'error');
    const where = first === undefined ? '' : `: ${first.file}: ${first.message}`;
    return { status: 'blocked', reason: `project '${project}' had errors${where}` };
  }
  const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
  const { deployment } = renderDeploymentConfig(project, manifest, streams);
  const podSpec = asRecord(asRecord(asRecord(deployment.spec)['template'])['spec']);
  const images = new Map<string, string>();
  for (const container of asRecordList(podSpec['containers'])) {
    if (typeof container['name'] === 'string' && typeof container['image'] === 'string')
      images.set(container['name'], container['image']);
  }
  const spec = asRecord(manifest.object['spec']);
  return {
    status: 'present',
    file: manifest.source.file,
    template: manifest.template,
    spec,
    images,
    key: canonicalJson({ spec, images: [...images].sort(([a], [b]) => a.localeCompare(b)) }),
  };
}
