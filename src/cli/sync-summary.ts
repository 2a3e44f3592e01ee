import type { RepositorySync } from '../reconciler/sync-repository.js';
import type { Palette } from './terminal/index.js';

/**
 * `synced 3 project(s) in 1.20 s: 4 applied, 1 pruned, 20 unchanged`: green
 * when every project synced, red when one failed; the counts of what changed
 * in the colours of the plan (applied green, pruned red).
 */
export function formatSyncSummary(
  sync: RepositorySync,
  { seconds, failed }: { readonly seconds: number; readonly failed: boolean },
  p: Palette,
): string {
  const total = (count: (r: RepositorySync['results'][number]) => number): number =>
    sync.results.reduce((n, r) => n + count(r), 0);
  const applied = total((r) => r.applied.length);
  const pruned = total((r) => r.pruned.length);
  const unchanged = total((r) => r.unchanged);
  const head = `synced ${sync.results.length} project(s) in ${seconds.toFixed(2)} s`;
  const counts = [
    applied > 0 ? p.create(`${applied} applied`) : `${applied} applied`,
    pruned > 0 ? p.remove(`${pruned} pruned`) : `${pruned} pruned`,
    p.faint(`${unchanged} unchanged`),
  ];
  return `${failed ? p.error(head) : p.ok(head)}: ${counts.join(', ')}\n`;
}
