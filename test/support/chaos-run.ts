/**
 * The chaos run: serve is SIGKILLed at the planned moments of each phase
 * and started again on the same state directory; after each kill the time
 * until everything converged is measured, and at the end what Git and the
 * cluster hold is checked (chaos-checks.ts).
 */
import { checkAfterChaos, type ChaosFindings } from './chaos-checks.js';
import {
  buildPhase,
  closeOpenPulls,
  previewCreatePhase,
  previewDeletePhase,
  syncPhase,
  writeBackPhase,
  type OpenPulls,
  type PhaseDriver,
} from './chaos-phases.js';
import { withChaosScene, type ChaosScene, type ChaosServe, type StartServe } from './chaos-scene.js';
import { planKills, type ChaosPhase, type PhaseWindow } from './chaos-schedule.js';
import type { ChaosFigures } from './chaos-tally.js';

export interface ChaosOptions {
  readonly kills: number;
  readonly projects: number;
  readonly seed: number;
  readonly startServe: StartServe;
  readonly say: (line: string) => void;
  /** How long one kill may take to converge before it counts as not converged. Default: 180 s. */
  readonly convergeTimeoutMs?: number;
  /** Registry pushes per second in the write-back phase. Default: 4. */
  readonly pushesPerSecond?: number;
}

export interface ChaosResult {
  readonly figures: ChaosFigures;
  readonly findings: ChaosFindings;
  /** One line per kill: phase, delay, converge time or what was still pending. */
  readonly kills: readonly string[];
}

/** Where kills fall: weights and windows per phase, the delay counted from the phase's work being started. */
export const CHAOS_WINDOWS: readonly PhaseWindow[] = [
  { phase: 'sync', weight: 3, minDelayMs: 0, maxDelayMs: 6000 },
  { phase: 'write-back', weight: 4, minDelayMs: 200, maxDelayMs: 4000 },
  { phase: 'build', weight: 1, minDelayMs: 1000, maxDelayMs: 25_000 },
  { phase: 'preview-create', weight: 1, minDelayMs: 0, maxDelayMs: 6000 },
  { phase: 'preview-delete', weight: 1, minDelayMs: 0, maxDelayMs: 3000 },
];

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const { say } = options;
  const schedule = planKills({ kills: options.kills, seed: options.seed, windows: CHAOS_WINDOWS });
  return withChaosScene(
    { projects: options.projects, startServe: options.startServe, say },
    async (scene) => {
      const pulls: OpenPulls = { open: [], opened: 0 };
      const sync = syncPhase(scene);
      const writeBack = writeBackPhase(scene, { pushesPerSecond: options.pushesPerSecond ?? 4 });
      const build = buildPhase(scene);
      const drivers: Record<ChaosPhase, PhaseDriver> = {
        sync,
        'write-back': writeBack,
        build,
        'preview-create': previewCreatePhase(scene, pulls),
        'preview-delete': previewDeletePhase(scene, pulls),
      };
      const timeoutMs = options.convergeTimeoutMs ?? 180_000;
      const convergeMs: number[] = [];
      const lines: string[] = [];
      let recoveries = 0;
      say(
        `chaos: run ${scene.run}, seed ${options.seed}, ${options.projects} projects, ${schedule.length} kills`,
      );
      let serve = await scene.start();
      try {
        let previous: ChaosPhase | undefined;
        for (const kill of schedule) {
          if (previous !== undefined && previous !== kill.phase) await drivers[previous].finish();
          previous = kill.phase;
          const driver = drivers[kill.phase];
          await driver.begin();
          await sleep(kill.delayMs);
          const killedAt = Date.now();
          await serve.stop('SIGKILL');
          serve = await scene.start();
          const pending = await converge(scene, serve, driver, killedAt, timeoutMs);
          if (pending === undefined) {
            recoveries++;
            convergeMs.push(Date.now() - killedAt);
          } else if (pending.recovered) recoveries++;
          const line =
            pending === undefined
              ? `kill ${kill.index}/${schedule.length} ${kill.phase} +${kill.delayMs}ms: converged in ${Date.now() - killedAt} ms`
              : `kill ${kill.index}/${schedule.length} ${kill.phase} +${kill.delayMs}ms: NOT converged in ${timeoutMs} ms: ${pending.reason}`;
          lines.push(line);
          say(`chaos: ${line}`);
        }
        if (previous !== undefined) await drivers[previous].finish();
        const closed = await closeOpenPulls(scene, pulls);
        if (closed.length > 0)
          say(`chaos: closed the PRs still open: ${closed.map((n) => `#${n}`).join(', ')}`);
        const findings = await checkAfterChaos(scene, serve, {
          accepted: writeBack.accepted.map((a) => a.digest),
          version: sync.version(),
          build: build.completed(),
        });
        return {
          figures: {
            kills: schedule.length,
            recoveries,
            converged: convergeMs.length,
            lost: findings.lost.length,
            duplicated: findings.duplicated.length,
            orphans: findings.orphans.length,
            convergeMs,
          },
          findings,
          kills: lines,
        };
      } catch (error) {
        say(`chaos: serve's last lines:\n${serve.tail(40)}`);
        throw error;
      } finally {
        await serve.stop('SIGKILL');
      }
    },
  );
}

/**
 * Waits until the new serve answers /readyz 200, has synced everything at
 * main's head with no project left queued or failing, and the phase's work
 * is done; undefined then, else what was still pending at `timeoutMs`.
 */
async function converge(
  scene: ChaosScene,
  serve: ChaosServe,
  driver: PhaseDriver,
  killedAt: number,
  timeoutMs: number,
): Promise<{ reason: string; recovered: boolean } | undefined> {
  const deadline = killedAt + timeoutMs;
  let recovered = false;
  for (;;) {
    const reason = await pendingAfterKill(scene, serve, driver, killedAt).catch((error: unknown) =>
      String(error),
    );
    if (reason === '') return undefined;
    if (!recovered) recovered = await ready(scene);
    if (Date.now() > deadline) return { reason, recovered };
    await sleep(500);
  }
}

async function ready(scene: ChaosScene): Promise<boolean> {
  const response = await fetch(`${scene.url}/readyz`, { signal: AbortSignal.timeout(5000) }).catch(
    () => undefined,
  );
  await response?.arrayBuffer();
  return response?.status === 200;
}

/** What is still pending after a kill; '' when nothing is. */
async function pendingAfterKill(
  scene: ChaosScene,
  serve: ChaosServe,
  driver: PhaseDriver,
  killedAt: number,
): Promise<string> {
  if (!(await ready(scene))) return '/readyz is not 200';
  if (!serve.logged('synced-all')) return 'the first sync after the start has not ended';
  const response = await fetch(`${scene.url}/status`, { signal: AbortSignal.timeout(5000) });
  const status = (await response.json()) as {
    commit?: string;
    projects?: { project: string; state: string }[];
  };
  const head = await scene.fetchMain();
  if (status.commit !== head)
    return `serve is at ${status.commit?.slice(0, 12) ?? 'nothing'}, main at ${head.slice(0, 12)}`;
  const busy = (status.projects ?? []).filter((p) => p.state !== 'idle');
  if (busy.length > 0)
    return `${busy.length} projects not idle (${busy[0]?.project ?? ''} ${busy[0]?.state ?? ''})`;
  return (await driver.pending(killedAt)) ?? '';
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
