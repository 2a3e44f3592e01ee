/**
 * bench:outages: `gitshift serve` under a steady stream of registry
 * notifications, Docker Hub hints and GitHub pushes, with a pull request,
 * while each dependency fails in turn for BENCH_OUTAGE_SECONDS (default 30):
 * the testbed's API server stopped, the git remote refusing connections and
 * then answering 500, the registry stopped, the forge API refused, the state
 * directory's tmpfs filled. Per outage: pushes accepted, lost and committed
 * twice, 503s, what /readyz said, and the time from the dependency's return
 * until everything converged (test/e2e/outages-scene.ts).
 *
 *   npm run testbed:up && npm run bench:outages
 *   (BENCH_OUTAGE_SECONDS=30, BENCH_OUTAGES=git-500,forge runs some; as root: it mounts a tmpfs)
 */
import { OUTAGES, withOutageScene, type Outage, type OutageFigures } from '../test/e2e/outages-scene.js';

const OUTAGE_SECONDS = Number(process.env['BENCH_OUTAGE_SECONDS'] ?? 30);
const CHOSEN = (process.env['BENCH_OUTAGES']?.split(',') ?? [...OUTAGES]) as Outage[];
const progress = (line: string): void => void process.stderr.write(`${line}\n`);

function describe(f: OutageFigures): string {
  const components =
    f.componentsMs === undefined ? '' : `, node agents and controllers back in ${f.componentsMs} ms`;
  return [
    `${f.outage}: accepted=${f.accepted} lost=${f.lost} duplicated=${f.duplicated} github_pushes=${f.gitHubPushes}`,
    `refused_503=${f.refused} unexpected=${JSON.stringify(f.unexpected)} recovery=${f.recoveryMs}ms (last: ${f.lastToConverge}${components})`,
    `readyz=${JSON.stringify(f.readyzReason)}${f.readyzNamedIt ? '' : ' (did NOT name the outage)'}`,
  ].join('\n  ');
}

const figures: OutageFigures[] = [];
await withOutageScene(
  {
    outageMs: OUTAGE_SECONDS * 1000,
    pushEveryMs: 250,
    gitHubPushEveryMs: 1000,
    scenarios: CHOSEN.length,
    convergeTimeoutMs: 90_000,
    say: progress,
  },
  async (scene) => {
    for (const outage of CHOSEN) {
      const seen = await scene.run(outage);
      figures.push(seen);
      console.log(describe(seen));
    }
  },
);
const sum = (pick: (f: OutageFigures) => number): number => figures.reduce((n, f) => n + pick(f), 0);
const recoverMax = Math.max(...figures.map((f) => f.recoveryMs));
const unnamed = figures.filter((f) => !f.readyzNamedIt).map((f) => f.outage);
if (unnamed.length > 0) progress(`outages: /readyz did not name ${unnamed.join(', ')}`);
console.log(
  `outages: scenarios=${figures.length} lost=${sum((f) => f.lost)} duplicated=${sum((f) => f.duplicated)} recover_max=${recoverMax}ms`,
);
