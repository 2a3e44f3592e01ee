import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GitshiftError } from '../../errors/index.js';

/** Who approved a fork's pull request for a preview (`/ok-to-test`), and when. */
export interface Approval {
  readonly by: string;
  /** ISO 8601. */
  readonly at: string;
}

/**
 * Maintainers' `/ok-to-test` approvals of fork pull requests, kept in a file
 * under the state folder so a restarted serve still knows them. Keys are
 * `owner/name#number`.
 */
export class Approvals {
  private readonly approvals: Map<string, Approval>;

  constructor(private readonly file: string) {
    this.approvals = new Map(Object.entries(readApprovals(file)));
  }

  has(key: string): boolean {
    return this.approvals.has(key);
  }

  add(key: string, approval: Approval): void {
    this.approvals.set(key, approval);
    this.save();
  }

  /** A closed PR's approval goes with it: reopened, it is asked for again. */
  remove(key: string): void {
    if (this.approvals.delete(key)) this.save();
  }

  private save(): void {
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(`${this.file}.partial`, `${JSON.stringify(Object.fromEntries(this.approvals), null, 2)}\n`);
    renameSync(`${this.file}.partial`, this.file);
  }
}

function readApprovals(file: string): Record<string, Approval> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, Approval>;
  } catch (error) {
    throw new GitshiftError(
      'PREVIEW_FAILED',
      `${file} is not the approvals file serve writes (${(error as Error).message}): move it aside to start with no approvals`,
      { file },
    );
  }
}

/** `/ok-to-test` on a line of its own, as Prow and its kin spell it. */
export function isOkToTest(body: string): boolean {
  return body.split(/\r?\n/).some((line) => line.trim() === '/ok-to-test');
}
