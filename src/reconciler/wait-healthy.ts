import type { KubeApi } from '../kube/kube-api.js';
import { describeRef, type ObjectRef } from '../kube/object-ref.js';
import { mapBounded, sleep, SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import { healthOf, worstHealth, type Health, type HealthStatus } from './health.js';

export interface ObjectHealth {
  readonly ref: ObjectRef;
  readonly health: Health;
}

export interface WaitOptions {
  readonly timeoutMs: number;
  /** Default: 1 s. */
  readonly intervalMs?: number;
  readonly say?: (line: string) => void;
  /** Aborting it ends the wait at once with ABORTED. */
  readonly signal?: AbortSignal;
  /** Default: the system clock. */
  readonly clock?: Clock;
}

/** The health of each object now. */
export async function checkHealth(
  api: KubeApi,
  refs: readonly ObjectRef[],
  signal?: AbortSignal,
): Promise<ObjectHealth[]> {
  return mapBounded(refs, 8, async (ref) => ({ ref, health: healthOf(await api.get(ref, { signal })) }));
}

/**
 * Waits until every object is healthy, a Degraded one makes waiting pointless,
 * or time runs out; says which objects are still progressing as it goes.
 */
export async function waitHealthy(
  api: KubeApi,
  refs: readonly ObjectRef[],
  options: WaitOptions,
): Promise<{ status: HealthStatus; objects: ObjectHealth[] }> {
  const { timeoutMs, intervalMs = 1000, say = () => undefined, signal, clock = SYSTEM_CLOCK } = options;
  const deadline = clock.now() + timeoutMs;
  let lastReport = '';
  for (;;) {
    const objects = await checkHealth(api, refs, signal);
    const status = worstHealth(objects.map((o) => o.health.status));
    if (status === 'Healthy' || status === 'Degraded' || clock.now() > deadline) return { status, objects };
    const waiting = objects.filter((o) => o.health.status !== 'Healthy');
    const report = waiting.map((o) => `${describeRef(o.ref)}: ${o.health.message}`).join('; ');
    if (report !== lastReport) say(`waiting for ${waiting.length} object(s): ${report}`);
    lastReport = report;
    await sleep(
      clock,
      Math.min(intervalMs, Math.max(0, deadline - clock.now())),
      signal,
      'waiting for health',
    );
  }
}
