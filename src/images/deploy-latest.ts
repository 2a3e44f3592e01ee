import { GitshiftError } from '../errors/index.js';
import type { FieldEdit } from '../writeback/edits/set-field.js';
import { indexImageStreams, parseStreamTag } from '../model/image-stream-index.js';
import type { RepositoryModel } from '../model/project-model.js';
import { asBoolean, asName, asRecord, asRecordList } from '../model/values.js';
import { resolveStreamTag } from '../render/resolve-image.js';

/** One manual ImageChange trigger moved to its stream tag's newest image. */
export interface TakenImage {
  /** `stream:tag` the trigger names. */
  readonly tag: string;
  readonly from: string | undefined;
  readonly to: string;
}

export type DeployLatestPlan =
  | { readonly status: 'edits'; readonly edits: readonly FieldEdit[]; readonly taken: readonly TakenImage[] }
  /** Every manual trigger already has its tag's newest image. */
  | { readonly status: 'up-to-date'; readonly images: readonly string[] };

/**
 * What `gitshift deploy <project>/<dc> --latest` commits: each ImageChange
 * trigger that is not automatic gets `lastTriggeredImage` set to the image its
 * stream tag resolves to now, in Git, so the next render (and sync) rolls the
 * DeploymentConfig out to it. Automatic triggers already follow their tag and
 * are left alone. Pure: the model in, the edits out.
 */
export function deployLatest(model: RepositoryModel, project: string, name: string): DeployLatestPlan {
  const folder = model.projects.find((p) => p.name === project);
  const manifest = folder?.manifests.find((m) => m.openshiftKind === 'DeploymentConfig' && m.name === name);
  if (folder === undefined || manifest === undefined)
    throw new GitshiftError(
      'DEPLOY_TARGET_NOT_FOUND',
      folder === undefined
        ? `there is no project '${project}' in the config repository`
        : `project '${project}' has no DeploymentConfig '${name}'`,
      { project, name },
    );
  if (manifest.template !== undefined)
    throw new GitshiftError(
      'DEPLOY_UNSUPPORTED',
      `DeploymentConfig ${project}/${name} comes from Template '${manifest.template}', so there is no written trigger to pin; change the template's parameters instead`,
      { project, name },
    );
  const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
  const triggers = asRecordList(asRecord(manifest.object['spec'])['triggers']);
  const manual = triggers
    .map((trigger, index) => ({ trigger, index, params: asRecord(trigger['imageChangeParams']) }))
    .filter(
      ({ trigger, params }) => trigger['type'] === 'ImageChange' && asBoolean(params['automatic']) === false,
    );
  if (manual.length === 0) {
    const any = triggers.some((t) => t['type'] === 'ImageChange');
    throw new GitshiftError(
      'DEPLOY_UNSUPPORTED',
      any
        ? `DeploymentConfig ${project}/${name}'s ImageChange triggers are automatic: it already runs the newest image of its tags once synced`
        : `DeploymentConfig ${project}/${name} has no ImageChange trigger: its image is written in its pod template`,
      { project, name },
    );
  }
  const edits: FieldEdit[] = [];
  const taken: TakenImage[] = [];
  const images: string[] = [];
  for (const { index, params } of manual) {
    const from = asRecord(params['from']);
    const tagName = asName(from['name']) ?? '';
    const ref = parseStreamTag(tagName, asName(from['namespace']) ?? project);
    const resolution =
      ref === undefined
        ? ({ resolved: false, reason: `'${tagName}' is not a stream:tag` } as const)
        : resolveStreamTag(ref, streams);
    if (!resolution.resolved)
      throw new GitshiftError(
        'DEPLOY_IMAGE_UNRESOLVED',
        `spec.triggers[${index}] of DeploymentConfig ${project}/${name} names ${tagName}, which has no image: ${resolution.reason}`,
        { project, name, index },
      );
    const current = asName(params['lastTriggeredImage']);
    images.push(resolution.image);
    if (current === resolution.image) continue;
    taken.push({ tag: tagName, from: current, to: resolution.image });
    edits.push({
      file: manifest.source.file,
      selector: { kind: 'DeploymentConfig', name },
      path: ['spec', 'triggers', index, 'imageChangeParams', 'lastTriggeredImage'],
      value: resolution.image,
    });
  }
  return edits.length === 0 ? { status: 'up-to-date', images } : { status: 'edits', edits, taken };
}
