/**
 * One `gitshift serve` replica for bench:replicas: the built command in a
 * process of its own, its JSON log lines kept as they arrive (with the
 * bench's clock), its /status read and its CPU time read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../testbed/src/paths.js';

/** A log line of serve, `msg` its event, `at` when the bench read it (Date.now()). */
export type ServeLine = Readonly<Record<string, unknown>> & { readonly msg: string; readonly at: number };

export interface ServeReplica {
  readonly identity: string;
  readonly url: string;
  readonly pid: number;
  readonly lines: readonly ServeLine[];
  /** The first line (already read or to come) that `matches`; rejects after `timeoutMs`. */
  line(what: string, matches: (line: ServeLine) => boolean, timeoutMs: number): Promise<ServeLine>;
  /** /status's replicas part; undefined when the process does not answer. */
  role(): Promise<{ readonly leader: boolean; readonly shards: readonly number[] } | undefined>;
  /** User and system CPU seconds so far (the last reading once it has exited). */
  cpuSeconds(): number;
  /** Sends the signal; resolves once the process has exited. */
  stop(signal: NodeJS.Signals): Promise<void>;
  readonly exited: boolean;
  tail(count: number): string;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in seconds, from /proc/<pid>/stat. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export async function startServeReplica(options: {
  readonly identity: string;
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}): Promise<ServeReplica> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(REPO_DIR, 'bin', 'gitshift.js'), 'serve', ...options.args],
    { env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const pid = child.pid ?? 0;
  const lines: ServeLine[] = [];
  const raw: string[] = [];
  const waiters = new Set<(line: ServeLine) => void>();
  let partial = '';
  let lastCpu = 0;
  let exited = false;
  const ended = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const text = partial + chunk;
    const complete = text.split('\n');
    partial = complete.pop() ?? '';
    const at = Date.now();
    for (const textLine of complete) {
      if (textLine.trim() === '') continue;
      raw.push(textLine);
      if (raw.length > 200) raw.shift();
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(textLine) as Record<string, unknown>;
      } catch {
        parsed = { msg: textLine };
      }
      const line = { ...parsed, msg: typeof parsed['msg'] === 'string' ? parsed['msg'] : '', at };
      lines.push(line);
      for (const waiter of waiters) waiter(line);
    }
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    void ended.then(() =>
      reject(new Error(`serve ${options.identity} exited before listening:\n${raw.join('\n')}`)),
    );
  });
  const replica: ServeReplica = {
    identity: options.identity,
    url,
    pid,
    lines,
    get exited() {
      return exited;
    },
    line(what, matches, timeoutMs) {
      const found = lines.find(matches);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`bench: no '${what}' from ${options.identity} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = (line: ServeLine): void => {
          if (!matches(line)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(line);
        };
        waiters.add(check);
      });
    },
    async role() {
      if (exited) return undefined;
      const response = await fetch(`${url}/status`).catch(() => undefined);
      if (response?.ok !== true) return undefined;
      const { replicas } = (await response.json()) as {
        replicas?: { leader: boolean; shards: readonly number[] };
      };
      return replicas;
    },
    cpuSeconds() {
      if (!exited)
        try {
          lastCpu = processCpuSeconds(pid);
        } catch {
          // Exited between the check and the read: the last reading stands.
        }
      return lastCpu;
    },
    async stop(signal) {
      replica.cpuSeconds();
      if (!exited) child.kill(signal);
      await ended;
    },
    tail: (count) => raw.slice(-count).join('\n'),
  };
  return replica;
}
