import { readEditInputs } from './edit-inputs.js';
import type { PrivateClone } from './private-clone.js';
import { applyEdits, type BatchOutcome, type WriteBackEdit } from './write-back-edit.js';
import { configFilesFromMap } from '../yaml/edit/config-files.js';

/** An edit of a batch, named by its request id. */
export interface BatchItem {
  readonly id: string;
  readonly edit: WriteBackEdit;
}

interface GroupResult {
  /** The group's input object id at the base, and its edits' ids. */
  readonly fingerprint: string;
  readonly changed: ReadonlyMap<string, string>;
  readonly removed: ReadonlySet<string>;
  readonly outcomes: readonly BatchOutcome[];
}

/**
 * Applies one batch's edits on successive heads while its push keeps losing
 * races. The edits are grouped by what they read — a project folder, or a
 * file outside `projects/` — and a group is applied again only when its
 * input changed on the new head or edits joined it. A lost race is usually
 * lost to a commit that touched one project: the other groups' results are
 * reused, so the loser's next attempt is no slower than a fresh writer's
 * (a batch that grew while it waited would otherwise lose again and again).
 */
export class BatchApplier {
  private readonly groups = new Map<string, GroupResult>();

  constructor(private readonly clone: PrivateClone) {}

  /** The new text of every file the batch changes at `base`, the files it removes, and each edit's outcome in batch order. */
  async apply(
    base: string,
    batch: readonly BatchItem[],
    cache: object,
  ): Promise<{
    changed: Map<string, string>;
    removed: Set<string>;
    outcomes: BatchOutcome[];
    reapplied: number;
  }> {
    const byGroup = new Map<string, number[]>();
    batch.forEach((item, i) => {
      const key = groupOf(item.edit);
      byGroup.set(key, [...(byGroup.get(key) ?? []), i]);
    });
    const keys = [...byGroup.keys()];
    const inputIds = await Promise.all(
      keys.map((key) =>
        isSafePath(key) ? this.clone.objectIdAt(base, key, cache) : Promise.resolve(undefined),
      ),
    );
    const changed = new Map<string, string>();
    const removed = new Set<string>();
    const outcomes: BatchOutcome[] = [];
    let reapplied = 0;
    for (const [k, key] of keys.entries()) {
      const indexes = byGroup.get(key) ?? [];
      const fingerprint = `${inputIds[k] ?? '-'}|${indexes.map((i) => batch[i]?.id).join(',')}`;
      let result = this.groups.get(key);
      if (result?.fingerprint !== fingerprint) {
        const edits = indexes.map((i) => (batch[i] as BatchItem).edit);
        const files = await readEditInputs(this.clone, base, edits, cache);
        result = { fingerprint, ...applyEdits(configFilesFromMap(files), edits) };
        this.groups.set(key, result);
        reapplied++;
      }
      for (const [path, text] of result.changed) changed.set(path, text);
      for (const path of result.removed) removed.add(path);
      indexes.forEach((i, j) => (outcomes[i] = result.outcomes[j] as BatchOutcome));
    }
    for (const key of this.groups.keys()) if (!byGroup.has(key)) this.groups.delete(key);
    return { changed, removed, outcomes, reapplied };
  }
}

/** What an edit reads, widened to its project folder, so that groups never share a file. */
function groupOf(edit: WriteBackEdit): string {
  const path = edit.type === 'image-stream-tag' ? `projects/${edit.project}` : edit.file;
  return /^projects\/[^/]+(?=\/|$)/.exec(path)?.[0] ?? path;
}

// Unsafe paths are left to the edits themselves, which reject them with a typed error.
function isSafePath(path: string): boolean {
  return path !== '' && !path.startsWith('/') && !path.split('/').some((s) => s === '..' || s === '');
}
