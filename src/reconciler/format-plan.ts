import { describeRef } from '../kube/object-ref.js';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import type { BuildNote } from '../render/build-config-note.js';
import type { ProjectPlan } from './project-plan.js';
import { RedactedValue, redactChanges } from './redact-secrets.js';
import type { RepositorySync } from './sync-repository.js';

export interface Colours {
  readonly add: (s: string) => string;
  readonly change: (s: string) => string;
  readonly remove: (s: string) => string;
  readonly dim: (s: string) => string;
}

const ansi = (code: number) => (s: string) => `\u001b[${code}m${s}\u001b[0m`;
export const COLOURS: Colours = { add: ansi(32), change: ansi(33), remove: ansi(31), dim: ansi(2) };
export const NO_COLOURS: Colours = { add: (s) => s, change: (s) => s, remove: (s) => s, dim: (s) => s };

/** Whether a plan would change the cluster. */
export function hasChanges(sync: RepositorySync): boolean {
  return (
    sync.plans.some(
      (p) => p.objects.some((o) => o.action !== 'unchanged') || p.prunes.some((x) => x.kept === undefined),
    ) || sync.removed.some((r) => r.refused === undefined)
  );
}

/** Each project's BuildConfigs, which render nothing until builds run: what each will do. */
export type BuildNotes = ReadonlyMap<string, readonly BuildNote[]>;

/**
 * A readable diff per object: `+` create, `~` update, `!` drift, `-` prune;
 * and `·` for each BuildConfig, which the plan applies nothing for yet.
 */
export function formatPlan(sync: RepositorySync, c: Colours, builds: BuildNotes = new Map()): string {
  const lines: string[] = [];
  for (const plan of sync.plans) {
    lines.push(...formatProjectPlan(plan, c));
    for (const build of builds.get(plan.project) ?? [])
      lines.push(c.dim(`  · BuildConfig ${build.name}: ${build.summary}`));
  }
  for (const { name, reason } of sync.skipped)
    lines.push(c.remove(`project ${name}: not planned: ${reason}`));
  for (const removed of sync.removed) {
    lines.push(
      removed.refused === undefined
        ? c.remove(
            `project ${removed.project}: folder removed; its ${removed.inventory.objects.length} objects will be deleted`,
          )
        : c.remove(`project ${removed.project}: ${removed.refused}`),
    );
  }
  return lines.length === 0 ? 'no projects\n' : `${lines.join('\n')}\n`;
}

function formatProjectPlan(plan: ProjectPlan, c: Colours): string[] {
  const count = (action: string) => plan.objects.filter((o) => o.action === action).length;
  const deletions = plan.prunes.filter((p) => p.kept === undefined);
  const summary = `project ${plan.project}: ${count('create')} to create, ${count('update')} to update, ${count('drift')} drifted, ${deletions.length} to prune, ${count('unchanged')} unchanged`;
  const lines = [summary];
  for (const object of plan.objects) {
    const name = describeRef(object.ref);
    if (object.action === 'create') lines.push(c.add(`  + ${name}`));
    if (object.action === 'update' || object.action === 'drift') {
      lines.push(
        c.change(
          `  ${object.action === 'drift' ? '!' : '~'} ${name}${object.action === 'drift' ? ' (changed in the cluster, not in Git)' : ''}`,
        ),
      );
      for (const change of redactChanges(object.ref, object.changes)) {
        lines.push(`      ${change.path}: ${c.remove(show(change.from))} → ${c.add(show(change.to))}`);
      }
    }
  }
  for (const prune of plan.prunes) {
    const name = describeRef(prune.ref);
    if (prune.kept === undefined) lines.push(c.remove(`  - ${name}`));
    else lines.push(c.dim(`  = ${name} stays (${prune.kept})`));
  }
  if (!plan.pruneVerdict.prune && deletions.length > 0)
    lines.push(c.remove(`  prune refused: ${plan.pruneVerdict.reason}`));
  return lines;
}

function show(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value instanceof RedactedValue) return value.toString();
  const text = stringifyJson(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The plan as data for `-o json`: what changes and why, without whole live objects. */
export function planAsJson(sync: RepositorySync, builds: BuildNotes = new Map()): unknown {
  return {
    projects: sync.plans.map((plan) => ({
      project: plan.project,
      builds: builds.get(plan.project) ?? [],
      // Secret values leave as their sizes: this JSON goes to CI logs.
      objects: plan.objects.map((o) => ({
        ...o.ref,
        action: o.action,
        changes: redactChanges(o.ref, o.changes),
      })),
      prunes: plan.prunes.map((p) => ({
        ...p.ref,
        action: p.kept === undefined ? 'prune' : 'keep',
        kept: p.kept,
      })),
      pruneRefused: plan.pruneVerdict.prune ? undefined : plan.pruneVerdict.reason,
    })),
    skipped: sync.skipped,
    removed: sync.removed.map((r) => ({
      project: r.project,
      objects: r.inventory.objects,
      refused: r.refused,
    })),
    changes: hasChanges(sync),
  };
}
