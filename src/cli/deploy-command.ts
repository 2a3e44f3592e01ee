import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readGitSnapshot } from '../git/read-git-snapshot.js';
import { WriteBack } from '../writeback/write-back.js';
import { deployLatest } from '../images/deploy-latest.js';
import { DEPLOYMENT_COMMIT_FLAGS, parseDeploymentTarget } from './deployment-commit-options.js';
import { runDeploymentCommit } from './deployment-commit-run.js';
import { EXIT_OK, EXIT_USAGE, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { SEED_ENV } from './load.js';

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

/** The options of `gitshift deploy`, which its parseArgs reads and shell completion offers. */
export const DEPLOY_OPTIONS = { ...DEPLOYMENT_COMMIT_FLAGS, latest: { type: 'boolean' } } as const;

export async function deployCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: DEPLOY_OPTIONS,
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
  const { project, name } = target;
  return runDeploymentCommit(
    'deploy',
    { ...values, repo: values.repo },
    io,
    USAGE_CODES,
    async ({ source, where, author, load, committed, style }) => {
      const snapshot = await readGitSnapshot({ dir: source.dir, commit: source.head, git: source.git });
      const plan = deployLatest(load(snapshot), project, name);
      const what = `DeploymentConfig ${project}/${name}`;
      if (plan.status === 'up-to-date') {
        io.stdout.write(
          `${style.faint(`nothing to do: ${what} on ${where} already takes ${plan.images.join(', ')}`)}\n`,
        );
        return EXIT_OK;
      }
      for (const taken of plan.taken)
        io.stdout.write(
          `${style.strong(what)}: ${taken.tag}: ${style.remove(taken.from ?? '(none yet)')} → ${style.create(taken.to)}\n`,
        );
      if (values['dry-run'] === true) {
        io.stdout.write(`${style.warning('dry run: nothing committed')}\n`);
        return EXIT_OK;
      }
      const writer = await WriteBack.open({
        url: source.url,
        branch: source.branch,
        workDir: join(source.workDir, 'write-back'),
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
      const landed = outcomes.find((o) => o.status === 'committed');
      if (landed?.status !== 'committed') {
        io.stdout.write(
          `${style.faint(`nothing to do: ${what} on ${where} had these images by the time of the commit`)}\n`,
        );
        return EXIT_OK;
      }
      io.stdout.write(committed(landed.commit));
      return EXIT_OK;
    },
  );
}

deployCommand.spec = { options: DEPLOY_OPTIONS } satisfies CommandSpec;
