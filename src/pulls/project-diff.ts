import { describeRef } from '../kube/object-ref.js';
import type { BuildNotes } from '../reconciler/format-plan.js';
import type { PlannedObject, ProjectPlan } from '../reconciler/project-plan.js';
import { RedactedValue, redactChanges } from '../reconciler/redact-secrets.js';
import type { RemovedProject, RepositorySync } from '../reconciler/sync-repository.js';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import { oneLine, plural, shorten } from './markdown.js';
import { isNotable, projectCounts, removalCounts, type ProjectCounts } from './plan-counts.js';

/** One object's lines in a project's diff; `change` when merging changes the object (not a note). */
export interface DiffEntry {
  readonly lines: readonly string[];
  readonly change: boolean;
}

/** A project's field-level diff, in `diff` syntax: `+` create, `~` update, `!` drift, `-` prune. */
export interface ProjectDiff {
  readonly counts: ProjectCounts;
  readonly entries: readonly DiffEntry[];
}

const MAX_VALUE = 80;
// An object with more changed fields than this (a generated ConfigMap, say) shows the first ones and a count.
const MAX_FIELDS = 200;

/** The diff of every project that changes or trips a guard, removed projects last. */
export function projectDiffs(sync: RepositorySync, builds: BuildNotes): ProjectDiff[] {
  const planned = sync.plans
    .map((plan) => ({ counts: projectCounts(plan), plan }))
    .filter(({ counts }) => isNotable(counts))
    .map(({ counts, plan }) => ({
      counts,
      entries: [...planEntries(plan), ...buildEntries(plan.project, builds)],
    }));
  const removed = sync.removed.map((r) => ({ counts: removalCounts(r), entries: removalEntries(r) }));
  return [...planned, ...removed];
}

function planEntries(plan: ProjectPlan): DiffEntry[] {
  const entries = plan.objects.filter((o) => o.action !== 'unchanged').map(objectEntry);
  const refused = !plan.pruneVerdict.prune;
  for (const prune of plan.prunes) {
    const name = oneLine(describeRef(prune.ref));
    if (prune.kept !== undefined) entries.push({ lines: [`  ${name} stays (${prune.kept})`], change: false });
    else if (refused) entries.push({ lines: [`  ${name} stays (prune refused)`], change: false });
    else entries.push({ lines: [`- ${name}`], change: true });
  }
  return entries;
}

function objectEntry(object: PlannedObject): DiffEntry {
  const name = oneLine(describeRef(object.ref));
  if (object.action === 'create') return { lines: [`+ ${name}`], change: true };
  const head = object.action === 'drift' ? `! ${name} (changed in the cluster, not in Git)` : `~ ${name}`;
  const changes = redactChanges(object.ref, object.changes);
  const fields = changes
    .slice(0, MAX_FIELDS)
    .map((c) => `    ${oneLine(c.path)}: ${showValue(c.from)} → ${showValue(c.to)}`);
  if (changes.length > MAX_FIELDS) fields.push(`    … ${plural(changes.length - MAX_FIELDS, 'more field')}`);
  return { lines: [head, ...fields], change: true };
}

function buildEntries(project: string, builds: BuildNotes): DiffEntry[] {
  return (builds.get(project) ?? []).map((b) => ({
    lines: [`· BuildConfig ${oneLine(b.name)}: ${oneLine(b.summary)}`],
    change: false,
  }));
}

function removalEntries(removed: RemovedProject): DiffEntry[] {
  if (removed.refused !== undefined)
    return [
      {
        lines: [`  ${plural(removed.inventory.objects.length, 'object')} stay: the removal is refused`],
        change: false,
      },
    ];
  return removed.inventory.objects.map((ref) => ({
    lines: [`- ${oneLine(describeRef(ref))}`],
    change: true,
  }));
}

/** A field's value on one line, shortened; a Secret's values arrive here already as their sizes. */
export function showValue(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value instanceof RedactedValue) return value.toString();
  return shorten(stringifyJson(value), MAX_VALUE);
}
