import { describeRef } from '../kube/object-ref.js';
import type { ProjectSyncResult } from './sync-result.js';

/** Objects whose managed fields were changed in the cluster behind Git's back. */
export interface DriftRecord {
  /** When this drift was first seen. */
  readonly at: string;
  /** Whether the sync that saw it put Git's values back. */
  readonly healed: boolean;
  readonly objects: readonly { readonly object: string; readonly fields: readonly string[] }[];
}

/**
 * What gitshift remembers of a project's last syncs, kept in the cluster next
 * to its inventory so `gitshift status` can show it from anywhere. It changes
 * only when something happened, so an unchanged resync still writes nothing.
 */
export interface SyncRecord {
  /** The commit (or directory) last synced. */
  readonly revision: string | undefined;
  /** When a sync last changed the cluster. */
  readonly changedAt: string | undefined;
  readonly lastError: { readonly at: string; readonly message: string } | undefined;
  /** The most recent drift seen; kept after it is healed, as history. */
  readonly drift: DriftRecord | undefined;
}

export const EMPTY_RECORD: SyncRecord = {
  revision: undefined,
  changedAt: undefined,
  lastError: undefined,
  drift: undefined,
};

export interface RecordInput {
  readonly previous: SyncRecord;
  readonly result: ProjectSyncResult;
  readonly revision: string | undefined;
  readonly selfHeal: boolean;
  readonly now: Date;
}

/** The record after a sync. Times move only when the thing they date changes. */
export function nextSyncRecord(input: RecordInput): SyncRecord {
  const { previous, result, selfHeal } = input;
  const now = input.now.toISOString();
  const changed = result.applied.length + result.pruned.length > 0;
  const errors = [...result.errors];
  if (result.pruneRefused !== undefined) errors.push(`prune refused: ${result.pruneRefused}`);
  const message = errors.join('; ');
  const lastError =
    errors.length === 0
      ? undefined
      : { at: previous.lastError?.message === message ? previous.lastError.at : now, message };
  return {
    revision: input.revision ?? previous.revision,
    changedAt: changed ? now : previous.changedAt,
    lastError,
    drift: nextDrift(previous.drift, result, selfHeal, now),
  };
}

function nextDrift(
  previous: DriftRecord | undefined,
  result: ProjectSyncResult,
  healed: boolean,
  now: string,
): DriftRecord | undefined {
  if (result.drifted.length === 0) return previous;
  const objects = result.drifted.map((d) => ({
    object: describeRef(d.ref),
    fields: d.changes.map((c) => c.path),
  }));
  // The same drift left in place (self-heal off) is one drift, not a new one every resync.
  const same =
    previous !== undefined &&
    previous.healed === healed &&
    JSON.stringify(previous.objects) === JSON.stringify(objects);
  return same ? previous : { at: now, healed, objects };
}

/** Reads a record written by an earlier version or by hand, keeping only what has the right shape. */
export function parseSyncRecord(text: string | undefined): SyncRecord {
  if (text === undefined || text === '') return EMPTY_RECORD;
  const value = JSON.parse(text) as Partial<Record<keyof SyncRecord, unknown>>;
  return {
    revision: typeof value.revision === 'string' ? value.revision : undefined,
    changedAt: typeof value.changedAt === 'string' ? value.changedAt : undefined,
    lastError: isObject(value.lastError) ? (value.lastError as SyncRecord['lastError']) : undefined,
    drift: isObject(value.drift) ? (value.drift as DriftRecord) : undefined,
  };
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
