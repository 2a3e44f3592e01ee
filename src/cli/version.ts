import { readFileSync } from 'node:fs';

/**
 * gitshift's own folder: the one holding its package.json, two folders up
 * from this file in the source tree (src/cli) and three in the build
 * (dist/src/cli). Undefined when neither is gitshift's.
 */
function packageRoot(): URL | undefined {
  for (const path of ['../../', '../../../']) {
    const root = new URL(path, import.meta.url);
    try {
      const parsed = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name?: unknown };
      if (parsed.name === 'gitshift') return root;
    } catch {
      // Not at this depth: the other layout is tried.
    }
  }
  return undefined;
}

/** gitshift's version, from its package.json; 'unknown' when it is not found. */
export function gitshiftVersion(): string {
  const root = packageRoot();
  if (root === undefined) return 'unknown';
  const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
    version?: unknown;
  };
  return typeof version === 'string' ? version : 'unknown';
}

/** The commit variable a build of gitshift (its container image) sets, having no .git to read. */
export const COMMIT_ENV = 'GITSHIFT_COMMIT';

/**
 * The commit gitshift runs from, when known: `GITSHIFT_COMMIT`, else the
 * HEAD of the git checkout it runs in (read from .git's files, so no git
 * binary is needed), else undefined (an npm install has no .git).
 */
export function gitshiftCommit(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const fromEnv = env[COMMIT_ENV];
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv;
  const root = packageRoot();
  return root === undefined ? undefined : readHead(new URL('.git/', root));
}

function readHead(gitDir: URL): string | undefined {
  const head = readText(new URL('HEAD', gitDir))?.trim();
  if (head === undefined) return undefined;
  if (!head.startsWith('ref: ')) return head;
  const ref = head.slice('ref: '.length);
  const loose = readText(new URL(ref, gitDir))?.trim();
  if (loose !== undefined) return loose;
  // A ref git has packed: `<sha> <ref>` lines in packed-refs.
  const packed = readText(new URL('packed-refs', gitDir))
    ?.split('\n')
    .find((line) => line.endsWith(` ${ref}`));
  return packed?.split(' ')[0];
}

function readText(url: URL): string | undefined {
  try {
    return readFileSync(url, 'utf8');
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === 'ENOENT' ||
      (error as NodeJS.ErrnoException).code === 'ENOTDIR'
    )
      return undefined;
    throw error;
  }
}
