import type { ImageImportResult } from '../observability/metrics.js';
import type { WriteBack, WriteBackOutcome } from '../writeback/write-back.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';

/**
 * Hands a push's or an import's edits to write-back, each stream tag edit
 * with the configured history limit; resolves with the commits made (none
 * when Git already had them).
 */
export async function writeImageEdits(
  writeBack: Pick<WriteBack, 'request'>,
  edits: readonly WriteBackEdit[],
  reason: WriteBackReason,
  historyLimit: number,
): Promise<string[]> {
  const outcomes = await Promise.all(
    edits.map((edit) => writeBack.request(withTagHistory(edit, historyLimit), reason)),
  );
  return commitsMade(outcomes);
}

/** A stream tag edit keeps `historyLimit` items of the tag's history; other edits go as they are. */
export function withTagHistory(edit: WriteBackEdit, historyLimit: number): WriteBackEdit {
  return edit.type === 'image-stream-tag' ? { ...edit, historyLimit } : edit;
}

/** The distinct commits among write-back's outcomes, in order: edits batched together share one. */
export function commitsMade(outcomes: readonly WriteBackOutcome[]): string[] {
  return [...new Set(outcomes.flatMap((o) => (o.status === 'committed' ? [o.commit] : [])))];
}

/** An import is `committed` when it made a commit, `unchanged` when Git already had it. */
export function importResult(
  commits: readonly string[],
): Extract<ImageImportResult, 'committed' | 'unchanged'> {
  return commits.length > 0 ? 'committed' : 'unchanged';
}

/** Commits as their 12-character short form, comma-separated. */
export function shortCommits(commits: readonly string[]): string {
  return commits.map((c) => c.slice(0, 12)).join(',');
}
