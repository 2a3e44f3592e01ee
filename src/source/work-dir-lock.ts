import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitshiftError } from '../errors/index.js';

/** The claim of one process on a work dir; `release()` gives it up. */
export interface WorkDirLock {
  release(): void;
}

/**
 * Claims `workDir` for this process with a file holding its pid. A claim
 * whose process is gone is stale: that process may have been killed in the
 * middle of a fetch, so the lock files git left in `repoDir` are removed too —
 * otherwise every later fetch would fail on them. A live claim is refused:
 * two processes fetching into one repository would fight over its refs.
 */
export function lockWorkDir(
  workDir: string,
  repoDir: string | undefined,
  remedy = 'give this one its own work dir (--work-dir)',
): WorkDirLock {
  const path = join(workDir, 'gitshift.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
      return { release: () => rmSync(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(owner) && isAlive(owner)) {
      throw new GitshiftError(
        'USAGE',
        `${workDir} is in use by another gitshift process (pid ${owner}); wait for it, or ${remedy}`,
        { workDir, pid: owner },
      );
    }
    if (repoDir !== undefined) removeGitLocks(repoDir);
    rmSync(path, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// Where git takes locks for a fetch: files at the top (shallow.lock, config.lock, ...) and refs.
function removeGitLocks(repoDir: string): void {
  if (!existsSync(repoDir)) return;
  for (const entry of readdirSync(repoDir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.lock')) rmSync(join(repoDir, entry.name), { force: true });
  }
  const refs = join(repoDir, 'refs');
  if (!existsSync(refs)) return;
  for (const entry of readdirSync(refs, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.lock'))
      rmSync(join(entry.parentPath, entry.name), { force: true });
  }
}
