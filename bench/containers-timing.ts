/**
 * The clocks of bench:containers: one container followed from its POST to
 * its output (each stage on the way, as a client polling the API sees it),
 * and requests timed in interleaved rounds so that a change in the machine's
 * load falls on every kind alike.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** A request to serve as one caller: path under serve's URL, JSON body when given. */
export type Call = (method: string, path: string, body?: unknown) => Promise<Response>;

/** The stages of a create, in the order they happen. */
export const STAGES = ['committed', 'applied', 'podCreated', 'ended', 'output'] as const;
export type Stage = (typeof STAGES)[number];

/** Milliseconds from the POST's start until each stage was first seen. */
export interface ContainerTimeline {
  readonly name: string;
  readonly at: Readonly<Record<Stage, number>>;
  readonly exitCode: number;
  /**
   * Inspects answered 404 after the 202: the container was committed, so
   * each is serve saying it does not exist when it does (counted, not hidden).
   */
  readonly notFound: number;
}

interface Inspected {
  readonly state: string;
  readonly reason?: string;
  readonly exitCode?: number;
  readonly pod?: string;
}

/** What inspect says of a container whose Job serve has not applied yet (containers/container-status.ts). */
const NOT_APPLIED = 'not yet applied by the reconciler';

export interface RunOptions {
  readonly call: Call;
  /** `/api/v1/projects/<p>/containers`. */
  readonly base: string;
  readonly name: string;
  readonly image: string;
  /** What the container prints: `echo <line>`. */
  readonly line: string;
  /** Between two looks at the container. */
  readonly pollMs: number;
  readonly timeoutMs: number;
}

/**
 * Creates a container that runs `echo <line>` and watches it until its exit
 * status is known and its log holds the line. Each stage is stamped when the
 * answer that showed it arrived: what a client polling every `pollMs` sees.
 */
export async function runContainer(options: RunOptions): Promise<ContainerTimeline> {
  const { call, base, name, image, line, pollMs, timeoutMs } = options;
  const start = performance.now();
  const since = (): number => performance.now() - start;
  const created = await call('POST', base, { name, image, command: ['echo', line] });
  if (created.status !== 202) throw new Error(`create ${name}: ${created.status} ${await created.text()}`);
  await created.arrayBuffer();
  const at: Partial<Record<Stage, number>> = { committed: since() };
  let exitCode: number | undefined;
  let notFound = 0;
  while (at.output === undefined) {
    if (since() > timeoutMs)
      throw new Error(`container ${name}: no output after ${timeoutMs} ms (seen: ${JSON.stringify(at)})`);
    const seen = await inspect(call, `${base}/${name}`);
    const now = since();
    if (seen === undefined) {
      notFound++;
      await sleep(pollMs);
      continue;
    }
    if (seen.reason !== NOT_APPLIED) at.applied ??= now;
    if (seen.pod !== undefined) at.podCreated ??= now;
    if ((seen.state === 'Succeeded' || seen.state === 'Failed') && seen.exitCode !== undefined) {
      at.ended ??= now;
      exitCode = seen.exitCode;
    }
    if (at.ended !== undefined) {
      const logs = await call('GET', `${base}/${name}/logs`);
      const text = await logs.text();
      if (logs.status === 200 && text.includes(`${line}\n`)) at.output = since();
    }
    if (at.output === undefined) await sleep(pollMs);
  }
  // A stage polled past (the pod ran between two looks) is stamped with the next one's time.
  const stamped = Object.fromEntries(
    STAGES.map((stage, i) => [
      stage,
      at[stage] ??
        STAGES.slice(i)
          .map((s) => at[s])
          .find((t) => t !== undefined),
    ]),
  ) as Record<Stage, number>;
  return { name, at: stamped, exitCode: exitCode ?? -1, notFound };
}

/** The container's state; undefined when serve answers 404. */
async function inspect(call: Call, path: string): Promise<Inspected | undefined> {
  const response = await call('GET', path);
  if (response.status === 404) {
    await response.arrayBuffer();
    return undefined;
  }
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Inspected;
}

/**
 * Times `rounds` requests of each kind, one kind after the other in every
 * round, after `warmup` untimed rounds (connections opened, caches filled).
 * Every answer must have the `expected` status: one refused for another
 * reason (a 401, a 429) measures something else.
 */
export async function timeInterleaved<K extends string>(
  kinds: Readonly<Record<K, () => Promise<Response>>>,
  { rounds, warmup, expected }: { rounds: number; warmup: number; expected: number },
): Promise<Record<K, number[]>> {
  const names = Object.keys(kinds) as K[];
  const times = Object.fromEntries(names.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < warmup + rounds; round++) {
    for (const kind of names) {
      const start = performance.now();
      const response = await kinds[kind]();
      const body = await response.text();
      const ms = performance.now() - start;
      if (response.status !== expected) throw new Error(`${kind}: ${response.status} ${body}`);
      if (round >= warmup) times[kind].push(ms);
    }
  }
  return times;
}

/** Times `rounds` calls of `call` after `warmup` untimed ones. */
export async function timeCalls(
  call: () => Promise<unknown>,
  { rounds, warmup }: { rounds: number; warmup: number },
): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < warmup + rounds; round++) {
    const start = performance.now();
    await call();
    if (round >= warmup) times.push(performance.now() - start);
  }
  return times;
}
