import type { Manifest } from '../../model/manifest.js';
import { buildConfigsOf, hasTrigger, qualifiedName } from './build-config-fields.js';
import type { TriggerDecision, TriggeredBuild } from './triggered-build.js';

/**
 * The builds ConfigChange triggers start: BuildConfigs with one that are in
 * `next` and were not in `previous`: their first appearance only, as in
 * OpenShift, where an edit of a BuildConfig starts nothing. `previous` must
 * be the last revision builds were decided for, not "nothing" after a
 * restart, or every BuildConfig would build again.
 */
export function configChangeBuilds(
  previous: ReadonlyMap<string, readonly Manifest[]>,
  next: ReadonlyMap<string, readonly Manifest[]>,
): TriggerDecision {
  const before = new Set(buildConfigsOf(previous).map(qualifiedName));
  const builds: TriggeredBuild[] = [];
  for (const config of buildConfigsOf(next)) {
    const name = qualifiedName(config);
    if (before.has(name) || !hasTrigger(config.manifest, 'ConfigChange')) continue;
    builds.push({
      project: config.project,
      buildConfig: config.manifest.name,
      cause: { type: 'ConfigChange', message: `BuildConfig ${name} first appeared` },
    });
  }
  return { builds, skipped: [] };
}
