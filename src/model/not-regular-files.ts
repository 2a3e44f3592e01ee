import type { Problem } from '../errors/index.js';
import type { SkippedEntry, SkipReason } from '../snapshot/snapshot.js';
import { problemInFile } from '../yaml/read/problem-at.js';
import { linkLeadsOut } from './link-leads-out.js';
import { isInLoaderScope } from './repository-layout.js';

const WHY: Record<SkipReason, string> = {
  symlink:
    'is a symbolic link; gitshift never follows links, so it is skipped: commit the file or folder itself',
  submodule:
    'is a git submodule; gitshift does not read submodules, so its files are skipped: commit them to this repository',
  'special-file': 'is not a regular file (a FIFO, socket or device), so it is skipped',
};

/**
 * A warning for each skipped entry where the loader would have looked
 * (`gitshift.yaml`, anything in `projects/`): a skipped manifest must not go
 * unnoticed. A symlink there that leads out of the repository is an error. Entries elsewhere, a link under `.github/` say, are not gitshift's business.
 */
export function notRegularFileProblems(skipped: readonly SkippedEntry[]): Problem[] {
  return skipped
    .filter((entry) => isInLoaderScope(entry.path))
    .map((entry) =>
      entry.target !== undefined && linkLeadsOut(entry.path, entry.target)
        ? problemInFile(entry.path, 'FILE_NOT_REGULAR', `${entry.path} ${leadsOut(entry.target)}`)
        : problemInFile(entry.path, 'FILE_NOT_REGULAR', `${entry.path} ${WHY[entry.reason]}`, {
            severity: 'warning',
          }),
    );
}

function leadsOut(target: string): string {
  const shown = JSON.stringify(target.length > 120 ? `${target.slice(0, 120)}…` : target);
  return `is a symbolic link to ${shown}, outside the repository: refused, and its project with it (gitshift never follows links; one that leads out is an attempt to read the machine's files)`;
}
