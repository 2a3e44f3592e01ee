/**
 * The soak's `gitshift serve`: the built command, run from a copy of bin/ and
 * dist/ taken at start, so another bench's `npm run build` during the hour
 * changes nothing under the running process (a lazy import would otherwise
 * load a newer module than the rest). Its log goes to a file; the bench keeps
 * only the last lines and a count of warnings and errors by event.
 */
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_DIR } from '../testbed/src/paths.js';

export interface SoakServe {
  readonly url: string;
  readonly pid: number;
  readonly logFile: string;
  /** Warnings and errors logged so far, by `level msg` (`50 sync-failed`: pino's numbers). */
  readonly problems: ReadonlyMap<string, number>;
  readonly exited: boolean;
  tail(count: number): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
}

/** Copies the built command into `<work>/app`, with the project's node_modules linked beside it. */
function snapshotBuild(work: string): string {
  const app = join(work, 'app');
  mkdirSync(app, { recursive: true });
  for (const part of ['bin', 'dist', 'package.json'])
    cpSync(join(REPO_DIR, part), join(app, part), { recursive: true });
  symlinkSync(join(REPO_DIR, 'node_modules'), join(app, 'node_modules'), 'dir');
  return join(app, 'bin', 'gitshift.js');
}

const WARN = 40;

/** Starts serve from a copy of the build in `work`, its log written to `logFile`; resolves once it listens. */
export async function startSoakServe(
  work: string,
  logFile: string,
  env: Readonly<Record<string, string>>,
): Promise<SoakServe> {
  const entry = snapshotBuild(work);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [entry, 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const recent: string[] = [];
  const problems = new Map<string, number>();
  let partial = '';
  let exitCode: number | null | undefined;
  const ended = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    log.write(chunk);
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      recent.push(line);
      if (recent.length > 200) recent.shift();
      const parsed = parseLine(line);
      if (parsed.level >= WARN) {
        const key = `${parsed.level} ${parsed.msg}`;
        problems.set(key, (problems.get(key) ?? 0) + 1);
      }
    }
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    void ended.then((code) =>
      reject(new Error(`gitshift serve exited with ${code} before listening:\n${recent.join('\n')}`)),
    );
  });
  return {
    url,
    pid: child.pid ?? 0,
    logFile,
    problems,
    get exited() {
      return exitCode !== undefined;
    },
    tail: (count) => recent.slice(-count).join('\n'),
    async stop(graceMs = 30_000) {
      if (exitCode === undefined) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const code = await ended;
      clearTimeout(timer);
      log.end();
      return code;
    },
  };
}

/** pino's level labels as serve writes them, and the numbers it writes without its formatter. */
const LEVELS: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

function parseLine(line: string): { level: number; msg: string } {
  try {
    const parsed = JSON.parse(line) as { level?: unknown; msg?: unknown };
    const level =
      typeof parsed.level === 'number'
        ? parsed.level
        : typeof parsed.level === 'string'
          ? (LEVELS[parsed.level] ?? 0)
          : 0;
    return { level, msg: typeof parsed.msg === 'string' ? parsed.msg : '' };
  } catch {
    // Not pino's JSON (a stack trace written directly): count it as an error so it is seen.
    return { level: LEVELS['error'] ?? 50, msg: 'unparsed-line' };
  }
}
