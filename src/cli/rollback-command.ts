import { parseArgs } from 'node:util';
import type { DeploymentHistory, DeploymentRevision } from '../rollback/deployment-history.js';
import {
  listRevisions,
  planRollback,
  writeRollback,
  type RollbackPlan,
  type RollbackTarget,
} from '../rollback/rollback.js';
import { DEPLOYMENT_COMMIT_FLAGS, parseDeploymentTarget } from './deployment-commit-options.js';
import { runDeploymentCommit } from './deployment-commit-run.js';
import { EXIT_OK, EXIT_USAGE, type CommandIO } from './io.js';
import type { CommandSpec } from './command-spec.js';
import { SEED_ENV } from './load.js';
import { palette, type Palette } from './terminal/index.js';

export const ROLLBACK_HELP = `Usage: gitshift rollback <project>/<deploymentconfig> --repo DIR|URL [--to REVISION] [options]
       gitshift rollback <project>/<deploymentconfig> --repo DIR|URL --list

Rolls a DeploymentConfig back to an earlier revision the GitOps way: by a
commit to the config repository, never by changing the cluster behind Git's
back. As 'oc rollback' does, the pod template (containers, images, env,
volumes) is restored as it was at REVISION, and every ImageChange trigger is
made manual (automatic: false) and pinned to the image the DeploymentConfig
ran there (lastTriggeredImage), so the next image pushed to the stream does
not roll it forward again. The next 'gitshift sync' deploys it.

Without --to (or with --list) it lists the revisions it can go back to:
commits, newest first, where the DeploymentConfig's spec or the image it
resolves to changed. '--to previous' picks the one before the current one.

Options:
  --repo DIR|URL            the config repository: a URL (file://, https://, ssh://,
                            user@host:path), a bare repository, or a working copy,
                            whose 'origin' remote receives the commit
  --ref BRANCH              the config branch (default: the remote's default branch,
                            or the working copy's current branch)
  --to REVISION             a commit (sha, short sha, tag, main~2) to roll back to,
                            or 'previous': the revision before the current one
  --list                    list the revisions and change nothing
  --limit N                 list at most N revisions (default: 20)
  --change-scaling-settings also restore spec.replicas and spec.selector
  --change-strategy         also restore spec.strategy
  --change-triggers         also restore spec.triggers (then pinned as above)
  --dry-run                 show the commit's edits and change nothing
  --author-name NAME        commit author (default: gitshift)
  --author-email EMAIL
  --seed-file FILE          secret seed for generated template parameters
                            (default: the ${SEED_ENV} environment variable)
  -h, --help                show this help

Exit status: 0 rolled back, listed, or nothing to do; 1 the repository could
not be read or written; 2 bad usage, unknown project/DeploymentConfig, or a
revision it cannot roll back to.
`;

/** `--to previous`: the revision before the current one. */
const PREVIOUS = 'previous';

const USAGE_CODES = new Set([
  'USAGE',
  'ROLLBACK_TARGET_NOT_FOUND',
  'ROLLBACK_REVISION_INVALID',
  'ROLLBACK_UNSUPPORTED',
]);

/** The options of `gitshift rollback`, which its parseArgs reads and shell completion offers. */
export const ROLLBACK_OPTIONS = {
  ...DEPLOYMENT_COMMIT_FLAGS,
  to: { type: 'string' },
  list: { type: 'boolean' },
  limit: { type: 'string', default: '20' },
  'change-scaling-settings': { type: 'boolean' },
  'change-strategy': { type: 'boolean' },
  'change-triggers': { type: 'boolean' },
} as const;

export async function rollbackCommand(args: readonly string[], io: CommandIO): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: ROLLBACK_OPTIONS,
  });
  if (values.help === true) {
    io.stdout.write(ROLLBACK_HELP);
    return EXIT_OK;
  }
  const deployment = parseDeploymentTarget(positionals[0]);
  const limit = Number(values.limit);
  if (
    deployment === undefined ||
    positionals.length > 1 ||
    values.repo === undefined ||
    !(limit >= 1 && limit <= 1000)
  ) {
    io.stderr.write(
      `gitshift rollback: expected <project>/<deploymentconfig>, --repo DIR|URL and --limit 1-1000; see 'gitshift rollback --help'\n`,
    );
    return EXIT_USAGE;
  }
  const { project, name } = deployment;
  return runDeploymentCommit(
    'rollback',
    { ...values, repo: values.repo },
    io,
    USAGE_CODES,
    async ({ source, where, author, load, committed, style }) => {
      const target: RollbackTarget = { project, name, limit, load };
      if (values.list === true || values.to === undefined) {
        const history = await listRevisions(source, target);
        io.stdout.write(formatRevisions(`${project}/${name}`, where, history, style));
        if (values.list !== true && history.revisions.length > 1)
          io.stdout.write(`roll back with --to REVISION, or --to previous for the one before the current\n`);
        return EXIT_OK;
      }
      const scope = {
        scaling: values['change-scaling-settings'] === true,
        strategy: values['change-strategy'] === true,
        triggers: values['change-triggers'] === true,
      };
      const to = values.to === PREVIOUS ? {} : { to: values.to };
      const plan = await planRollback(source, target, { ...to, scope });
      const what = `DeploymentConfig ${project}/${name}`;
      const revision = describeRevision(plan.to);
      if (plan.changes.edits.length === 0) {
        io.stdout.write(
          style.faint(`nothing to do: ${what} on ${where} already runs what it ran at ${revision}`) + '\n',
        );
        return EXIT_OK;
      }
      io.stdout.write(formatPlan(what, revision, plan, style));
      if (values['dry-run'] === true) {
        io.stdout.write(`${style.warning('dry run: nothing committed')}\n`);
        return EXIT_OK;
      }
      const outcome = await writeRollback(source, target, plan, author);
      if (outcome.status === 'unchanged') {
        io.stdout.write(
          `${style.faint(`nothing to do: ${what} on ${where} already had these values by the time of the commit`)}\n`,
        );
        return EXIT_OK;
      }
      io.stdout.write(committed(outcome.commit));
      io.stdout.write(reEnableHint(plan));
      return EXIT_OK;
    },
  );
}

function describeRevision({ commit, date, subject }: DeploymentRevision): string {
  return `${commit.slice(0, 7)} (${date.slice(0, 10)} "${subject}")`;
}

function imagesOf(revision: DeploymentRevision): string {
  return [...revision.state.images].map(([container, image]) => `${container}=${image}`).join(' ');
}

/** One line per revision: short sha, date, subject, images; the current one marked. */
export function formatRevisions(
  what: string,
  where: string,
  { revisions, current }: DeploymentHistory,
  p: Palette = palette(false),
): string {
  if (revisions.length === 0) return `DeploymentConfig ${what} has no revisions on ${where}\n`;
  // The head may run none of them: its DeploymentConfig was deleted, or its project has errors.
  const currentKey = current.status === 'present' ? current.key : undefined;
  const lines = revisions.map((revision) => {
    const mark = revision.state.key === currentKey ? p.ok('*') : ' ';
    const when = revision.date.slice(0, 19).replace('T', ' ');
    return `${mark} ${p.update(revision.commit.slice(0, 7))}  ${when}  ${revision.subject}\n      ${p.faint(imagesOf(revision))}`;
  });
  return `revisions of DeploymentConfig ${what} on ${where}, newest first (* = current):\n${lines.join('\n')}\n`;
}

function formatPlan(what: string, revision: string, plan: RollbackPlan, p: Palette): string {
  const lines = [`rolling back ${p.strong(what)} to ${revision}:`];
  for (const [container, [from, to]] of plan.changes.imageChanges)
    lines.push(`  container ${container}: ${p.remove(from ?? '(none)')} → ${p.create(to)}`);
  lines.push(`  ${plan.changes.edits.length} field(s) of ${plan.current.file} set`);
  return `${lines.join('\n')}\n`;
}

function reEnableHint(plan: RollbackPlan): string {
  if (plan.changes.pinned.length === 0) return '';
  const triggers = plan.changes.pinned.map((p) => `spec.triggers[${p.index}] (${p.from})`).join(', ');
  return (
    `ImageChange trigger(s) ${triggers} are now manual (automatic: false, pinned by lastTriggeredImage), ` +
    `so a new image pushed to the stream does not roll it forward again.\n` +
    `To follow the stream again, set imageChangeParams.automatic back to true in ${plan.current.file} and commit.\n`
  );
}

rollbackCommand.spec = { options: ROLLBACK_OPTIONS } satisfies CommandSpec;
