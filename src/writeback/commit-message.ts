import type { CommitAuthor } from '../git/commit-author.js';
import { describeEdit, describeReason, type WriteBackEdit, type WriteBackReason } from './write-back-edit.js';

/** Who gitshift's commits are by, unless configured. */
export const DEFAULT_AUTHOR: CommitAuthor = { name: 'gitshift', email: 'gitshift@users.noreply.gitshift.io' };

/** The trailer that marks gitshift's own commits; its value is the write-back id. */
export const WRITEBACK_TRAILER = 'Gitshift-Writeback';

/**
 * A commit message that says what changed and why: a subject naming the
 * first edit, one line per edit with its source, event and delivery id, and
 * the `Gitshift-Writeback: <id>` trailer.
 */
export function writeBackMessage(
  changes: readonly { edit: WriteBackEdit; reason: WriteBackReason }[],
  writebackId: string,
): string {
  const [first] = changes;
  const more = changes.length > 1 ? ` (+${changes.length - 1} more)` : '';
  const summary = first?.reason.summary;
  const subject =
    first === undefined
      ? 'gitshift: write-back'
      : summary !== undefined && changes.every((change) => change.reason.summary === summary)
        ? `gitshift: ${oneLine(summary)}`
        : `gitshift: ${oneLine(describeEdit(first.edit))}${more}`;
  const body = changes.map(
    ({ edit, reason }) => `- ${oneLine(describeEdit(edit))} (${oneLine(describeReason(reason))})`,
  );
  return `${subject}\n\n${body.join('\n')}\n\n${WRITEBACK_TRAILER}: ${writebackId}\n`;
}

/**
 * The text on one line: a reason can carry what a person asked for (a
 * container's command), and a line break in it could end the body early and
 * forge a trailer.
 */
function oneLine(text: string): string {
  return [...text].map((c) => (isLineBreaking(c) ? ' ' : c)).join('');
}

/** Control characters (CR, LF, NUL, …) and Unicode's line and paragraph separators. */
function isLineBreaking(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
}

/** The write-back id in a message's trailer block, if it has one. */
export function writeBackIdOf(message: string): string | undefined {
  const paragraphs = message.trimEnd().split(/\n\s*\n/);
  const trailers = paragraphs.length > 1 ? paragraphs[paragraphs.length - 1] : undefined;
  const match =
    trailers === undefined
      ? null
      : new RegExp(`^${WRITEBACK_TRAILER}:[ \\t]*(\\S+)[ \\t]*$`, 'm').exec(trailers);
  return match?.[1];
}

/**
 * True for a commit gitshift made itself — it has the trailer, or gitshift's
 * author — so that a push webhook for it starts no build and no write-back:
 * that is how loops are avoided.
 */
export function isGitshiftCommit(
  message: string,
  author?: Partial<CommitAuthor>,
  gitshiftAuthor: CommitAuthor = DEFAULT_AUTHOR,
): boolean {
  if (writeBackIdOf(message) !== undefined) return true;
  return author?.email !== undefined && author.email.toLowerCase() === gitshiftAuthor.email.toLowerCase();
}
