import { formatStreamTag, parseStreamTag, type StreamTagRef } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { asBoolean, asName, asRecord, asRecordList } from '../model/values.js';

/** A DeploymentConfig whose ImageChange trigger names a stream tag that moved. */
export interface TriggeredDeployment {
  readonly project: string;
  readonly deploymentConfig: string;
  readonly tag: StreamTagRef;
  /**
   * True: the next render gives its Deployment the new image, so reconciling
   * the project rolls it out. False: it keeps `lastTriggeredImage` until
   * `gitshift deploy <project>/<dc> --latest`.
   */
  readonly automatic: boolean;
  readonly containerNames: readonly string[];
}

/**
 * The DeploymentConfigs, in any project, whose ImageChange triggers name one
 * of the edited stream tags: what serve logs for a push, and which projects
 * it reconciles (those with an automatic trigger).
 */
export function deploymentsTriggeredBy(
  projects: Iterable<{ readonly name: string; readonly manifests: readonly Manifest[] }>,
  edited: Iterable<{ readonly project: string; readonly stream: string; readonly tag: string }>,
): TriggeredDeployment[] {
  const moved = new Set<string>();
  for (const { project, stream, tag } of edited)
    moved.add(formatStreamTag({ namespace: project, stream, tag }));
  if (moved.size === 0) return [];
  const triggered: TriggeredDeployment[] = [];
  for (const { name: project, manifests } of projects) {
    for (const manifest of manifests) {
      if (manifest.openshiftKind !== 'DeploymentConfig') continue;
      for (const trigger of asRecordList(asRecord(manifest.object['spec'])['triggers'])) {
        if (trigger['type'] !== 'ImageChange') continue;
        const params = asRecord(trigger['imageChangeParams']);
        const from = asRecord(params['from']);
        const name = asName(from['name']);
        const ref =
          name === undefined ? undefined : parseStreamTag(name, asName(from['namespace']) ?? project);
        if (ref === undefined || !moved.has(formatStreamTag(ref))) continue;
        triggered.push({
          project,
          deploymentConfig: manifest.name,
          tag: ref,
          // OpenShift's default, which the renderer follows too.
          automatic: asBoolean(params['automatic']) ?? true,
          containerNames: Array.isArray(params['containerNames'])
            ? params['containerNames'].filter((c): c is string => typeof c === 'string')
            : [],
        });
      }
    }
  }
  return triggered;
}
