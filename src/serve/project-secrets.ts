import { join } from 'node:path';
import { readSecretFile } from './secret-file.js';

/** The secrets a generic delivery for a project may carry, as the webhook receivers ask for them. */
export type ProjectSecrets = (project: string) => readonly string[];

/**
 * The generic webhook's secrets: a project's own file in `folder` when it has
 * one, else the shared secret. The file is read on every delivery because a
 * mounted Kubernetes Secret changes in place (kubelet swaps a symlink), and
 * generic deliveries are few (rate-limited to 10/s per sender by default).
 *
 * A project's file that exists but cannot be read, or is empty, accepts no
 * secret at all: falling back to the shared secret would let the wider key
 * open a project that asked for its own. `report` is told why, once each time a
 * project's problem changes, so the log says what to fix without repeating it.
 */
export function projectSecrets(
  folder: string | undefined,
  shared: string | undefined,
  report: (project: string, problem: string) => void,
): ProjectSecrets {
  const fallback = shared === undefined ? [] : [shared];
  const reported = new Map<string, string>();
  const refuse = (project: string, problem: string): readonly string[] => {
    if (reported.get(project) !== problem) {
      reported.set(project, problem);
      report(project, problem);
    }
    return [];
  };
  return (project) => {
    // Project names are DNS labels (checked before this is asked); this keeps the read inside the folder regardless.
    if (folder === undefined || project.startsWith('.') || /[/\\\0]/.test(project)) return fallback;
    const read = readSecretFile(join(folder, project));
    if (read.kind === 'missing') return fallback;
    if (read.kind === 'unusable') return refuse(project, read.problem);
    reported.delete(project);
    return [read.secret];
  };
}
