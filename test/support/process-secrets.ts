import { readdirSync, readFileSync } from 'node:fs';

/** What one look at a process showed: its pid, command line and environment. */
export interface ProcessText {
  readonly pid: string;
  readonly cmdline: string;
  readonly environ: string;
}

/** Every process this user can read, except the test process itself (which holds the secrets on purpose). */
export function readProcesses(): ProcessText[] {
  const texts: ProcessText[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    if (pid === String(process.pid)) continue;
    try {
      texts.push({
        pid,
        cmdline: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '),
        environ: readFileSync(`/proc/${pid}/environ`, 'utf8').replace(/\0/g, '\n'),
      });
    } catch {
      // Another user's process (EACCES), or one that ended between the listing and the read.
    }
  }
  return texts;
}

/** What a watch over the processes saw while some work ran. */
export interface ProcessWatch {
  /** Each place a secret was seen, once: "cmdline of 123: …" or "environment of 123 (git fetch …)". */
  readonly leaks: Set<string>;
  /** Command lines of every process seen while watching, once each. */
  readonly seen: Set<string>;
  /** Environments of the processes whose command line matched `interesting`. */
  readonly environments: string[];
}

/**
 * Runs `work` while reading every process's command line and environment
 * every `everyMs`, and reports each one that holds any of `secrets`.
 */
export async function watchProcesses<T>(
  secrets: readonly string[],
  interesting: RegExp,
  work: () => Promise<T>,
  everyMs = 10,
): Promise<{ result: T; watch: ProcessWatch }> {
  const watch: ProcessWatch = { leaks: new Set(), seen: new Set(), environments: [] };
  const look = (): void => {
    for (const { pid, cmdline, environ } of readProcesses()) {
      watch.seen.add(cmdline);
      for (const secret of secrets) {
        if (cmdline.includes(secret)) watch.leaks.add(`cmdline of ${pid}: ${cmdline}`);
        if (environ.includes(secret)) watch.leaks.add(`environment of ${pid} (${cmdline})`);
      }
      if (interesting.test(cmdline)) watch.environments.push(environ);
    }
  };
  const timer = setInterval(look, everyMs);
  try {
    const result = await work();
    return { result, watch };
  } finally {
    clearInterval(timer);
    look();
  }
}
