import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { GitshiftError } from '../../errors/index.js';
import type { ForgeRepository } from '../../forge/forge.js';

/**
 * The whole plan of each pull request, kept on disk under the state folder so
 * the link in a comment that had to be cut still answers after a restart.
 */
export interface FullPlans {
  write(repository: ForgeRepository, number: number, text: string): Promise<void>;
  /** The plan, or undefined when this PR has none. */
  read(repository: ForgeRepository, number: number): Promise<string | undefined>;
  /** The URL path that serves it: `/pulls/<owner>/<name>/<number>/plan`. */
  path(repository: ForgeRepository, number: number): string;
}

// Owner and repository names on GitHub and Gitea: letters, digits, `-`, `_`, `.`; never `..` alone.
const NAME = /^(?!\.\.?$)[A-Za-z0-9_.-]{1,100}$/;

export function fullPlans(dir: string): FullPlans {
  const file = (repository: ForgeRepository, number: number): string =>
    join(dir, repository.owner, repository.name, `${number}.md`);
  return {
    async write(repository, number, text) {
      checkName(repository);
      const target = file(repository, number);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed: a reader never sees half a plan.
      await writeFile(`${target}.partial`, text);
      await rename(`${target}.partial`, target);
    },
    async read(repository, number) {
      if (!NAME.test(repository.owner) || !NAME.test(repository.name) || !Number.isSafeInteger(number))
        return undefined;
      try {
        return await readFile(file(repository, number), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    path: (repository, number) =>
      `/pulls/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.name)}/${number}/plan`,
  };
}

function checkName(repository: ForgeRepository): void {
  if (!NAME.test(repository.owner) || !NAME.test(repository.name))
    throw new GitshiftError(
      'PULL_PLAN_FAILED',
      `'${repository.owner}/${repository.name}' is not a repository name: the plan is not kept`,
      { repository: `${repository.owner}/${repository.name}` },
    );
}
