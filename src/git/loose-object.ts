import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';
import type { CommitAuthor } from './commit-author.js';

/**
 * Writes a git object as a loose object and returns its id. Written to a
 * temporary name and renamed, so a writer killed half-way never leaves a
 * truncated object under a real id (isomorphic-git writes in place), and
 * synchronous zlib is some twenty times quicker here than isomorphic-git's
 * stream-based deflate, which mattered with five writers in one process.
 */
export function writeLooseObject(gitdir: string, type: 'blob' | 'tree' | 'commit', content: Buffer): string {
  const object = Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content]);
  const oid = createHash('sha1').update(object).digest('hex');
  const path = join(gitdir, 'objects', oid.slice(0, 2), oid.slice(2));
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.tmp-${randomBytes(6).toString('hex')}`;
    writeFileSync(temporary, deflateSync(object, { level: 1 }));
    renameSync(temporary, path);
  }
  return oid;
}

export interface TreeItem {
  /** `100644`, `100755`, `120000`, `160000` or `40000`. */
  readonly mode: string;
  readonly name: string;
  readonly oid: string;
}

/** A tree object's bytes: entries in git's order, where a folder sorts as its name plus `/`. */
export function treeContent(items: readonly TreeItem[]): Buffer {
  const key = (item: TreeItem): string => (item.mode === '40000' ? `${item.name}/` : item.name);
  const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return Buffer.concat(
    sorted.flatMap((item) => [Buffer.from(`${item.mode} ${item.name}\0`), Buffer.from(item.oid, 'hex')]),
  );
}

/** A commit object's bytes, with author and committer alike, at `when` in UTC. */
export function commitContent(
  tree: string,
  parents: readonly string[],
  author: CommitAuthor,
  when: Date,
  message: string,
): Buffer {
  const signature = `${author.name} <${author.email}> ${Math.floor(when.getTime() / 1000)} +0000`;
  const lines = [
    `tree ${tree}`,
    ...parents.map((parent) => `parent ${parent}`),
    `author ${signature}`,
    `committer ${signature}`,
  ];
  return Buffer.from(`${lines.join('\n')}\n\n${message}`, 'utf8');
}
