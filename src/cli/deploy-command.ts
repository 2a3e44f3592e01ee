import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { GitshiftError } from '../errors/index.js';
import { maskCredentials, secretsOfUrl } from '../git/mask-credentials.js';
import { readGitSnapshot } from '../git/read-git-snapshot.js';
import { openRollbackSource } from '../git/rollback/rollback.js';
import { WriteBack } from '../git/write-back.js';
import { deployLatest } from '../images/deploy-latest.js';
import { loadRepository } from '../model/load-repository.js';
import { createSchemaValidator } from '../model/schema-validator.js';
import { bundledSchemas } from '../model/schemas.js';
import { processTemplate } from '../templates/index.js';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, type CommandIO } from './io.js';
import { readSeed, SEED_ENV } from './load.js';
import { resolveRepo } from './rollback-repo.js';
import {
  commitAuthorOf,
  DEPLOYMENT_COMMIT_FLAGS,
  parseDeploymentTarget,
} from './deployment-commit-options.js';

export const DEPLOY_HELP = `Usage: gitshift deploy <project>/<deploymentconfig> --latest --repo DIR|URL [options]

Deploys the newest image of a DeploymentConfig whose ImageChange triggers are
manual (automatic: false), the GitOps way: a commit to the config repository
sets each manual trigger's imageChangeParams.lastTriggeredImage to the image
its stream tag resolves to now (the newest status.tags item in Git). The next
sync — at once under 'gitshift serve' — rolls it out. Automatic triggers
already follow their tag and are left alone. Nothing changes when the
DeploymentConfig already runs the newest images.

Options:
  --latest                  take the newest image of each manual trigger's tag
                            (the only kind of deploy there is, and required so
                            that the command says what it does)
  --repo DIR|URL            the config repository: a URL (file://, https://, ssh://,
                            user@host:path), a bare repository, or a working copy,
                            whose 'origin' remote receives the commit
  --ref BRANCH              the config branch (default: the remote's default branch,
                            or the working copy's current branch)
  --dry-run                 show what would be committed and change nothing
  --author-name NAME        commit author (default: gitshift)
  --author-email EMAIL
  --seed-file FILE          secret seed for generated template parameters
                            (default: the ${SEED_ENV} environment variable)
  -h, --help                show this help

Exit status: 0 committed, or nothing to do; 1 the repository could not be
read or written; 2 bad usage, unknown project/DeploymentConfig, no manual
ImageChange trigger, or a tag without an image.
`;

const USAGE_CODES = new Set([
  'USAGE',
  'DEPLOY_TARGET_NOT_FOUND',
  'DEPLOY_UNSUPPORTED',
  'DEPLOY_IMAGE_UNRESOLVED',
]);

export async function deployCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { ...DEPLOYMENT_COMMIT_FLAGS, latest: { type: 'boolean' } },
  });
  if (values.help === true) {
    io.stdout.write(DEPLOY_HELP);
    return EXIT_OK;
  }
  const target = parseDeploymentTarget(positionals[0]);
  if (target === undefined || positionals.length > 1 || values.repo === undefined || values.latest !== true) {
    io.stderr.write(
      `gitshift deploy: expected <project>/<deploymentconfig>, --latest and --repo DIR|URL; see 'gitshift deploy --help'\n`,
    );
    return EXIT_USAGE;
  }
  const author = commitAuthorOf(values);
  if ('usage' in author) {
    io.stderr.write(`gitshift deploy: ${author.usage}\n`);
    return EXIT_USAGE;
  }
  const { project, name } = target;
  const templateSeed = readSeed(values['seed-file'], io.env ?? {});
  const workDir = mkdtempSync(join(tmpdir(), 'gitshift-deploy-'));
  try {
    const repo = await resolveRepo(values.repo, values.ref);
    const source = await openRollbackSource({
      url: repo.url,
      workDir,
      ...(repo.branch === undefined ? {} : { branch: repo.branch }),
    });
    const where = `${source.branch} of ${maskCredentials(source.url, secretsOfUrl(source.url))}`;
    const snapshot = await readGitSnapshot({ dir: source.dir, commit: source.head, git: source.git });
    const validator = createSchemaValidator(bundledSchemas());
    const model = loadRepository(snapshot, { validator, processTemplate, templateSeed });
    const plan = deployLatest(model, project, name);
    const what = `DeploymentConfig ${project}/${name}`;
    if (plan.status === 'up-to-date') {
      io.stdout.write(`nothing to do: ${what} on ${where} already takes ${plan.images.join(', ')}\n`);
      return EXIT_OK;
    }
    for (const taken of plan.taken)
      io.stdout.write(`${what}: ${taken.tag}: ${taken.from ?? '(none yet)'} → ${taken.to}\n`);
    if (values['dry-run'] === true) {
      io.stdout.write(`dry run: nothing committed\n`);
      return EXIT_OK;
    }
    const writer = await WriteBack.open({
      url: source.url,
      branch: source.branch,
      workDir: join(workDir, 'write-back'),
      git: source.git,
      durable: false,
      // All of a DeploymentConfig's triggers move in one commit, or none do.
      maxBatch: plan.edits.length,
      ...author,
    });
    const reason = {
      source: 'gitshift deploy',
      event: '--latest',
      summary: `deploy the latest image of DeploymentConfig ${project}/${name}`,
    };
    const outcomes = await Promise.all(
      plan.edits.map((edit) => writer.request({ type: 'field', ...edit }, reason)),
    );
    const committed = outcomes.find((o) => o.status === 'committed');
    if (committed?.status !== 'committed') {
      io.stdout.write(`nothing to do: ${what} on ${where} had these images by the time of the commit\n`);
      return EXIT_OK;
    }
    io.stdout.write(
      `committed ${committed.commit.slice(0, 7)} to ${where}${repo.note === undefined ? '' : `; ${repo.note}`}\n`,
    );
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof GitshiftError)) throw error;
    io.stderr.write(`gitshift deploy: ${error.message} [${error.code}]\n`);
    return USAGE_CODES.has(error.code) ? EXIT_USAGE : EXIT_PROBLEMS;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
