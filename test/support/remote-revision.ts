import { execFileSync } from 'node:child_process';
import { readGitSnapshot } from '../../src/git/read-git-snapshot.js';
import { loadRepository } from '../../src/model/load-repository.js';
import { processTemplate } from '../../src/templates/index.js';
import { desiredRevision, type DesiredRevision } from '../../src/serve/desired-state.js';
import { TEST_SEED, testValidator } from './repo.js';
import type { GitRemote } from './testbed.js';

/** What serve would hold after loading the head of `main` of a bare remote. */
export async function remoteRevision(remote: GitRemote): Promise<DesiredRevision> {
  const snapshot = await readGitSnapshot({ dir: remote.path, ref: 'main' });
  const model = loadRepository(snapshot, {
    validator: testValidator(),
    processTemplate,
    templateSeed: TEST_SEED,
  });
  return desiredRevision(remoteGit(remote, 'rev-parse', 'main').trim(), model);
}

/** git in a bare remote, its output as text. */
export const remoteGit = (remote: GitRemote, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', remote.path, ...args], { encoding: 'utf8' });
