import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Starts a long-running component in its own process group, logging to `<logs>/<name>.log`. */
export function startProcess(name: string, binary: string, args: readonly string[], logs: string): number {
  const log = openSync(join(logs, `${name}.log`), 'a');
  const child = spawn(binary, args, { detached: true, stdio: ['ignore', log, log] });
  if (child.pid === undefined) throw new Error(`could not start ${name} (${binary})`);
  child.unref();
  return child.pid;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  // A zombie has exited: only its parent has not reaped it yet. The testbed's components are
  // detached, so their parent is this machine's init, which may take a second or two to reap.
  return !isZombie(pid);
}

function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return true; // reaped between the signal and the read
  }
  // "pid (comm) S ...": the state follows the last parenthesis, as comm may hold any character.
  return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z';
}

/** SIGTERM to the process group, SIGKILL after the grace period; resolves when it is gone. */
export async function stopProcess(pid: number, graceMs = 10_000): Promise<void> {
  const signal = (sig: NodeJS.Signals): void => {
    try {
      process.kill(-pid, sig);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(pid)) {
    signal('SIGKILL');
    while (isAlive(pid)) await sleep(20);
  }
}

/** Polls `check` until it returns true, or fails with what it last saw after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}${last === undefined ? '' : `: ${last instanceof Error ? last.message : JSON.stringify(last)}`}`,
      );
    }
    await sleep(100);
  }
}
