import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import type { CommitAuthor } from '../git/commit-author.js';
import { maskCredentials, secretsOfUrl } from '../observability/mask-credentials.js';
import { openRollbackSource, type RollbackSource } from '../rollback/rollback.js';
import { loadRepository } from '../model/load-repository.js';
import type { RepositoryModel } from '../model/project-model.js';
import { createSchemaValidator } from '../model/schema-validator.js';
import { bundledSchemas } from '../model/schemas.js';
import type { Snapshot } from '../snapshot/snapshot.js';
import { processTemplate } from '../templates/index.js';
import { commitAuthorOf } from './deployment-commit-options.js';
import { EXIT_PROBLEMS, EXIT_USAGE, type CommandIO } from './io.js';
import { readSeed } from './load.js';
import { resolveRepo } from './rollback-repo.js';
import { terminalStyle, type Palette } from './terminal/index.js';

/** The config repository a `rollback` or `deploy` works on, opened and ready. */
export interface DeploymentCommitSession {
  /** gitshift's private clone of the branch, fetched. */
  readonly source: RollbackSource;
  /** `main of https://***@git.example/config.git`: the branch and the masked URL, for messages. */
  readonly where: string;
  /** Empty for the default author. */
  readonly author: { readonly author?: CommitAuthor };
  /** Loads a snapshot as `validate` would, with the command's template seed. */
  readonly load: (snapshot: Snapshot) => RepositoryModel;
  /** The line that reports a commit, with what the user must do next (a working copy needs a pull). */
  readonly committed: (commit: string) => string;
  /** Styles for stdout (see terminalStyle). */
  readonly style: Palette;
}

export interface DeploymentCommitValues {
  readonly repo: string;
  readonly ref?: string | undefined;
  readonly 'seed-file'?: string | undefined;
  readonly 'author-name'?: string | undefined;
  readonly 'author-email'?: string | undefined;
}

/**
 * What `rollback` and `deploy` share around their own work: the author flags
 * checked, `--repo` opened into a scratch clone that is removed afterwards,
 * and a GitshiftError reported as `gitshift <command>: message [CODE]` —
 * exit 2 for the codes that mean bad usage, else 1.
 */
export async function runDeploymentCommit(
  command: string,
  values: DeploymentCommitValues,
  io: CommandIO,
  usageCodes: ReadonlySet<string>,
  body: (session: DeploymentCommitSession) => Promise<number>,
): Promise<number> {
  const author = commitAuthorOf(values);
  const style = terminalStyle(io);
  if ('usage' in author) {
    io.stderr.write(`gitshift ${command}: ${author.usage}\n`);
    return EXIT_USAGE;
  }
  const validator = createSchemaValidator(bundledSchemas());
  const templateSeed = readSeed(values['seed-file'], io.env ?? {});
  const workDir = mkdtempSync(join(tmpdir(), `gitshift-${command}-`));
  try {
    const repo = await resolveRepo(values.repo, values.ref);
    const source = await openRollbackSource({
      url: repo.url,
      workDir,
      ...(repo.branch === undefined ? {} : { branch: repo.branch }),
    });
    const where = `${source.branch} of ${maskCredentials(source.url, secretsOfUrl(source.url))}`;
    return await body({
      source,
      where,
      author,
      load: (snapshot) => loadRepository(snapshot, { validator, processTemplate, templateSeed }),
      committed: (commit) =>
        `${style.stdout.ok(`committed ${commit.slice(0, 7)}`)} to ${where}${repo.note === undefined ? '' : `; ${repo.note}`}\n`,
      style: style.stdout,
    });
  } catch (error) {
    if (!(error instanceof GitshiftError)) throw error;
    io.stderr.write(`${style.stderr.error(`gitshift ${command}: ${error.message} [${error.code}]`)}\n`);
    return usageCodes.has(error.code) ? EXIT_USAGE : EXIT_PROBLEMS;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
