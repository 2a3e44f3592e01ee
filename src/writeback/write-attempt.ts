import { GitshiftError } from '../errors/index.js';
import type { CommitAuthor } from '../git/commit-author.js';
import { maskCredentials } from '../observability/mask-credentials.js';
import type { BatchApplier } from './batch-apply.js';
import { writeBackMessage } from './commit-message.js';
import type { PrivateClone } from './private-clone.js';
import type { JournalEntry } from './write-back-journal.js';

/** Where the time of one attempt went, in milliseconds: fetch, apply, commit, push. */
export interface AttemptPhases {
  readonly fetchMs: number;
  readonly applyMs: number;
  readonly commitMs: number;
  readonly pushMs: number;
}

/** An edit this attempt refused on its own (it cannot apply): it is not retried. */
export interface RefusedEdit {
  readonly id: string;
  readonly error: unknown;
}

interface AttemptCommon {
  /** The branch head the attempt started from; undefined when the fetch failed. */
  readonly base: string | undefined;
  readonly refused: readonly RefusedEdit[];
  readonly phases: AttemptPhases;
  /** A push was tried: it may have landed even when it reported failure. */
  readonly pushTried: boolean;
}

/** What one fetch → apply → commit → push cycle came to. */
export type AttemptOutcome =
  /** On the remote; `changing` are the ids of the edits that changed a file (the others were already true). */
  | (AttemptCommon & {
      readonly status: 'pushed';
      readonly commit: string;
      readonly changing: readonly string[];
    })
  /** The push lost a race: someone else pushed first. `reason` is git's (masked). */
  | (AttemptCommon & { readonly status: 'lost'; readonly reason: string })
  /**
   * Nothing to commit. `landed` is the commit of an earlier attempt of this batch found on the branch
   * (its push landed although it reported failure), when `pushedBefore` asked to look for one.
   */
  | (AttemptCommon & { readonly status: 'unchanged'; readonly landed: string | undefined })
  /** The attempt failed; `transient` on the error says whether another attempt may help. */
  | (AttemptCommon & { readonly status: 'failed'; readonly error: GitshiftError });

export interface AttemptInput {
  readonly clone: PrivateClone;
  /** Keeps the results of edit groups whose input did not change since the last attempt. */
  readonly applier: BatchApplier;
  readonly entries: readonly JournalEntry[];
  /** The branch edits are made on top of, when `targetBranch` does not exist yet. */
  readonly branch: string;
  /** The branch pushed to. */
  readonly targetBranch: string;
  /** The remote, for messages: masked here. */
  readonly url: string;
  readonly secrets: readonly string[];
  /** The id in the commit's trailer, the same for every attempt of a batch. */
  readonly writebackId: string;
  readonly author: CommitAuthor;
  /** The commit time. */
  readonly now: () => Date;
  /** An earlier attempt of this batch tried a push: when nothing is left to commit, look whether it landed. */
  readonly pushedBefore: boolean;
}

/**
 * One attempt to write a batch: fetch the branch into the private clone, apply
 * the edits on its head, build the commit and push it, never forced. It
 * throws nothing: every end is an outcome, retried or not by the caller
 * (retry-decision.ts).
 */
export async function writeAttempt(input: AttemptInput): Promise<AttemptOutcome> {
  const { clone, applier, branch, targetBranch, writebackId } = input;
  const masked = (text: string): string => maskCredentials(text, input.secrets);
  const times = [performance.now()];
  const mark = (): void => void times.push(performance.now());
  let base: string | undefined;
  let refused: RefusedEdit[] = [];
  let pushTried = false;
  const common = (): AttemptCommon => ({ base, refused, phases: phasesOf(times), pushTried });
  try {
    base =
      (await clone.fetch(targetBranch)) ?? (targetBranch === branch ? undefined : await clone.fetch(branch));
    if (base === undefined) {
      throw new GitshiftError('GIT_UNREADABLE', `${masked(input.url)} has no branch ${branch}`, {
        branch,
      });
    }
    // One object cache per attempt: packs fetched since the last one are picked up.
    const cache = {};
    mark();
    const { changed, removed, outcomes } = await applier.apply(base, input.entries, cache);
    const applied: { entry: JournalEntry; changed: boolean }[] = [];
    outcomes.forEach((outcome, i) => {
      const entry = input.entries[i] as JournalEntry;
      if (outcome.ok) applied.push({ entry, changed: outcome.edit.changed });
      else refused = [...refused, { id: entry.id, error: outcome.error }];
    });
    if (changed.size === 0 && removed.size === 0) {
      mark();
      // An earlier attempt may have landed although its push reported failure.
      const landed = input.pushedBefore ? await clone.findWriteBack(base, writebackId) : undefined;
      return { ...common(), status: 'unchanged', landed };
    }
    const changing = applied.filter((a) => a.changed).map(({ entry }) => entry);
    const message = writeBackMessage(changing, writebackId);
    mark();
    const commit = await clone.commit(base, { changed, removed }, message, input.author, input.now(), cache);
    mark();
    pushTried = true;
    const lost = await clone.push(commit, targetBranch);
    mark();
    return lost === undefined
      ? { ...common(), status: 'pushed', commit, changing: changing.map(({ id }) => id) }
      : { ...common(), status: 'lost', reason: lost };
  } catch (error) {
    return { ...common(), status: 'failed', error: asGitshiftError(error, masked) };
  }
}

/**
 * Any error as a GitshiftError: git's own failures (GitRemoteFailure) and the
 * rest as they are, others wrapped. A full disk or too many open files passes
 * (the state directory gets room again): transient, so the batch is retried
 * and its edits stay, rather than failed and lost.
 */
export function asGitshiftError(error: unknown, masked: (text: string) => string): GitshiftError {
  if (error instanceof GitshiftError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new GitshiftError(
    'GIT_COMMAND_FAILED',
    `write-back failed: ${masked(message)}`,
    {},
    { cause: error, transient: isPassingSystemError(error) },
  );
}

/** A system error of the machine's state that passes on its own (ENOSPC, EMFILE…), worth retrying. */
export function isPassingSystemError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code !== undefined && PASSING_SYSTEM_ERRORS.has(code);
}

/** System errors of the machine's state that pass on their own: no room, no file descriptors, busy. */
const PASSING_SYSTEM_ERRORS: ReadonlySet<string> = new Set([
  'ENOSPC',
  'EDQUOT',
  'EMFILE',
  'ENFILE',
  'EAGAIN',
  'EBUSY',
]);

/** The phases from the marks taken so far (t0 fetch t1 apply t2 commit t3 push t4); missing ones are 0. */
function phasesOf(times: readonly number[]): AttemptPhases {
  const at = (i: number): number => times[Math.min(i, times.length - 1)] as number;
  return {
    fetchMs: at(1) - at(0),
    applyMs: at(2) - at(1),
    commitMs: at(3) - at(2),
    pushMs: at(4) - at(3),
  };
}
