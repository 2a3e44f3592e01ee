import { GitshiftError } from '../errors/index.js';
import type { GitRunner } from './git-runner.js';

/**
 * The contents of many blobs from one `git cat-file --batch`: one process for
 * the whole tree instead of one per file. Each answer is
 * `<oid> blob <size>\n<bytes>\n`.
 */
export async function readBlobs(
  git: GitRunner,
  dir: string,
  oids: readonly string[],
): Promise<Map<string, Uint8Array>> {
  const unique = [...new Set(oids)];
  const blobs = new Map<string, Uint8Array>();
  if (unique.length === 0) return blobs;
  const result = await git.run(['cat-file', '--batch', '--buffer'], {
    cwd: dir,
    input: `${unique.join('\n')}\n`,
  });
  if (result.exitCode !== 0) {
    throw new GitshiftError('GIT_UNREADABLE', `cannot read blobs of ${dir}: ${result.stderr.trim()}`, {
      dir,
    });
  }
  const out = result.stdout;
  let at = 0;
  while (at < out.length) {
    const newline = out.indexOf(0x0a, at);
    if (newline < 0) break;
    const header = out.toString('utf8', at, newline).split(' ');
    const [oid, type, size] = header;
    if (oid === undefined || type !== 'blob' || size === undefined) {
      throw new GitshiftError(
        'GIT_UNREADABLE',
        `${dir}: cannot read object ${oid ?? '?'} (${header.join(' ')})`,
        {
          dir,
        },
      );
    }
    const start = newline + 1;
    const end = start + Number(size);
    blobs.set(oid, out.subarray(start, end));
    at = end + 1;
  }
  return blobs;
}
