/**
 * bench:chaos: `gitshift serve` (the built one) SIGKILLed at seeded moments
 * during an initial sync, write-backs under a stream of registry pushes, a
 * build and previews being created and deleted, started again on the same
 * state directory after each kill (test/support/chaos-run.ts). Progress on
 * stderr; the last stdout line is the summary.
 *
 *   npm run bench:chaos -- [--kills N] [--projects N] [--seed S]
 *   (or CHAOS_KILLS, CHAOS_PROJECTS, CHAOS_SEED; defaults 50, 200, 17)
 */
import { parseArgs } from 'node:util';
import type { ChaosServe, StartServe } from '../test/support/chaos-scene.js';
import { runChaos } from '../test/support/chaos-run.js';
import { summaryLines } from '../test/support/chaos-tally.js';
import { startServeReplica } from './replicas-serve.js';
import { requireReadyRealNode } from './builds-scene.js';

const { values } = parseArgs({
  options: { kills: { type: 'string' }, projects: { type: 'string' }, seed: { type: 'string' } },
});

function whole(name: string, flag: string | undefined, env: string | undefined, fallback: number): number {
  const text = flag ?? env;
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`bench:chaos: --${name} must be a whole number, not ${text}`);
  return value;
}

const kills = whole('kills', values.kills, process.env['CHAOS_KILLS'], 50);
const projects = whole('projects', values.projects, process.env['CHAOS_PROJECTS'], 200);
const seed = whole('seed', values.seed, process.env['CHAOS_SEED'], 17);
const say = (line: string): void => void process.stderr.write(`${line}\n`);

let started = 0;
const serveFromDist: StartServe = async (configFile, env): Promise<ChaosServe> => {
  const replica = await startServeReplica({
    identity: `chaos-${++started}`,
    args: ['--config', configFile],
    env,
  });
  return {
    logged: (msg) => replica.lines.some((line) => line.msg === msg),
    tail: (count) => replica.tail(count),
    stop: (signal) => replica.stop(signal),
  };
};

await requireReadyRealNode();
const began = Date.now();
const result = await runChaos({ kills, projects, seed, startServe: serveFromDist, say });
const { findings } = result;
say(`chaos: ${Math.round((Date.now() - began) / 1000)} s in all (seed ${seed})`);
say(`chaos: build after the kills: ${findings.buildPhase}`);
say(
  `chaos: plan exit ${findings.planExit}; pending: ${findings.planPending.slice(0, 10).join('; ') || 'none'}`,
);
say(`chaos: half applied: ${findings.halfApplied.slice(0, 10).join('; ') || 'none'}`);
say(`chaos: orphans: ${findings.orphans.join('; ') || 'none'}`);
say(
  `chaos: state directory: ${findings.stateFiles} files, problems: ${findings.stateProblems.join('; ') || 'none'}`,
);
say(
  `chaos: lost: ${findings.lost.join(' ') || 'none'}; duplicated: ${findings.duplicated.join(' ') || 'none'}`,
);
const [before, last] = summaryLines(result.figures);
process.stdout.write(`${before}\n${last}\n`);
