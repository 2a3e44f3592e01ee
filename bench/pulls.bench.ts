/**
 * Pull requests (issue 15) on real parts: a real Gitea (built by the testbed
 * install, started by this bench on loopback), real `gitshift serve`
 * processes, the testbed's API server, its real node and registry, Traefik.
 *
 *   npx tsx testbed/cli.ts status   (must show the real node Ready and Traefik; the bench never starts the testbed)
 *   npm run bench:pulls             (-- --rounds 20 --preview-rounds 3 --projects 1000 to change the counts)
 *
 * 1. Plan comments (bench/pulls-plans.ts): a PR changing 3 projects of a
 *    1,000-project config repository, pushed to `--rounds` times; each of
 *    Gitea's deliveries is posted to serve by the bench and timed from that
 *    POST to the plan comment naming the new head. p50 and p99.
 * 2. Preview ready and 3. cleanup (bench/pulls-previews.ts): a new PR on an
 *    application source repository per round; push → the preview host
 *    answering the PR's page through Traefik (with the build), and close →
 *    the preview namespace gone. Medians over `--preview-rounds`.
 *
 * The previews run first: the plan stage ends by deleting its 1,000
 * namespaces, which would load the API server under the preview rounds.
 * Progress goes to stderr. Targets: plan comment p99 ≤ 5 s; preview answering
 * ≤ 30 s after the push; cleanup ≤ 10 s. The last line on stdout:
 * `pulls: plan_comment_p50=<ms>ms plan_comment_p99=<ms>ms preview_ready=<ms>ms cleanup=<ms>ms`
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { testbedPaths } from '../testbed/src/paths.js';
import { withGitea } from '../test/support/gitea.js';
import { requireIngressController } from '../test/support/ingress.js';
import { requireReadyRealNode } from './builds-scene.js';
import { ms, namespacesNamed, runPlanStage, COMMENT_POLL_MS } from './pulls-plans.js';
import { runPreviewStage } from './pulls-previews.js';
import { percentile } from './serve-stages.js';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    'preview-rounds': { type: 'string', default: '3' },
    projects: { type: 'string', default: '1000' },
  },
});
const ROUNDS = Number(args.rounds);
const PREVIEW_ROUNDS = Number(args['preview-rounds']);
const PROJECTS = Number(args.projects);
if (![ROUNDS, PREVIEW_ROUNDS, PROJECTS].every((n) => Number.isInteger(n) && n >= 1))
  throw new Error('--rounds, --preview-rounds and --projects take whole numbers of 1 or more');

const say = (line: string): void => void process.stderr.write(`${line}\n`);
const load = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: readonly number[]): number => percentile(values, 50);

async function main(): Promise<void> {
  // Both fail saying how to start the testbed when it is down or lacks its real node: this bench never skips.
  const node = await requireReadyRealNode();
  const controller = requireIngressController();
  const cpu = execFileSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], {
    encoding: 'utf8',
  }).trim();
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(testbedPaths(process.env).kubeconfig);
  const { items } = await kubeConfig.makeApiClient(CoreV1Api).listNamespace();
  const terminating = items.filter((ns) => ns.status?.phase === 'Terminating').length;
  say(
    `pulls bench: ${new Date().toISOString()}, ${cpu}, load ${load()}; real node ${node.name}, Traefik ${controller.url}; ${items.length} namespaces, ${terminating} terminating`,
  );
  await withGitea(async (gitea) => {
    say(
      `[1/2] previews (ready, cleanup) of a source repository PR: ${PREVIEW_ROUNDS} PRs, one after the other`,
    );
    const previews = await runPreviewStage(gitea, { rounds: PREVIEW_ROUNDS, node, controller, say, load });
    const ready = median(previews.map((r) => r.readyMs));
    const cleanup = median(previews.map((r) => r.cleanupMs));
    say(
      `  medians of ${previews.length}: push → preview answering ${ms(ready)} (target ≤ 30000 ms); close → serve deletes the namespace ${ms(median(previews.map((r) => r.deleteRequestedMs)))}, → host stops answering ${ms(median(previews.map((r) => r.hostDownMs)))}, → namespace gone ${ms(cleanup)} (target ≤ 10000 ms); load ${load()}`,
    );
    say(`[2/2] plan comments: ${PROJECTS} projects, a PR changing 3, ${ROUNDS} pushes to it`);
    const plans = await runPlanStage(gitea, { projects: PROJECTS, rounds: ROUNDS, say, load });
    const comment = plans.rounds.map((r) => r.commentMs);
    const serveMs = plans.rounds.map((r) => r.serveMs);
    const posting = plans.rounds.map((r) => r.commentMs - r.serveMs);
    say(
      `  delivery → comment posted: p50 ${ms(percentile(comment, 50))}, p99 ${ms(percentile(comment, 99))} (seen through Gitea's API, listed every ${COMMENT_POLL_MS} ms); serve's pull-planned ms: p50 ${ms(percentile(serveMs, 50))}, p99 ${ms(percentile(serveMs, 99))}; the difference (the comment and status sent, the poll) median ${ms(median(posting))}`,
    );
    say(
      `  push → Gitea's delivery median ${ms(median(plans.rounds.map((r) => r.giteaMs)))}; delivery → 202 median ${ms(median(plans.rounds.map((r) => r.acceptedMs)))} (target: comment p99 ≤ 5000 ms); load ${load()}`,
    );
    // The next run (or another helper's test) would wait behind the namespace controller otherwise.
    const deleting = performance.now();
    while ((await namespacesNamed(kubeConfig, plans.namespacePrefix)) > 0) await sleep(2000);
    say(`  the stage's ${PROJECTS} namespaces deleted ${ms(performance.now() - deleting)} after it ended`);

    const whole = (value: number): string => `${Math.round(value)}ms`;
    console.log(
      `pulls: plan_comment_p50=${whole(percentile(comment, 50))} plan_comment_p99=${whole(percentile(comment, 99))} preview_ready=${whole(ready)} cleanup=${whole(cleanup)}`,
    );
  });
}

await main();
