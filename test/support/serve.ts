import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseLogLines, type LogLine } from './log-recorder.js';

const ENTRY = fileURLToPath(new URL('./gitshift-entry.ts', import.meta.url));

export interface ServeProcess {
  /** `http://127.0.0.1:<port>`, from the line the daemon prints when it listens. */
  readonly url: string;
  /** Everything the daemon logged so far (stderr, JSON lines). */
  logs(): string;
  /** The same, parsed: one object per line, `msg` the event. */
  logLines(): LogLine[];
  /** The first line logged with this event whose fields include `fields` (each a value or a pattern), if any. */
  logged(msg: string, fields?: Readonly<Record<string, unknown>>): LogLine | undefined;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `gitshift serve` as its own process, as people run it, and waits until it listens. */
export async function startServe(
  args: readonly string[],
  env: Record<string, string>,
): Promise<ServeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY, 'serve', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    void exited.then((code) =>
      reject(new Error(`gitshift serve exited with ${code} before listening:\n${stderr}`)),
    );
  });
  return {
    url,
    logs: () => stderr,
    logLines: () => parseLogLines(stderr),
    logged: (msg, fields = {}) => findLogLine(parseLogLines(stderr), msg, fields),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Runs `body` with a daemon that is always stopped afterwards, even when the body fails. */
export async function withServe<T>(
  args: readonly string[],
  env: Record<string, string>,
  body: (serve: ServeProcess) => Promise<T>,
): Promise<T> {
  const serve = await startServe(args, env);
  try {
    return await body(serve);
  } catch (error) {
    // uvu's assertion errors keep the values apart from the message: say them, or the logs hide them.
    const { actual, expects } = error as { actual?: unknown; expects?: unknown };
    const values =
      actual === undefined && expects === undefined
        ? ''
        : `\n  actual:   ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(expects)}`;
    throw new Error(`${(error as Error).message}${values}\n--- gitshift serve logs ---\n${serve.logs()}`, {
      cause: error,
    });
  } finally {
    await serve.stop('SIGKILL');
  }
}

/** The first line with this msg whose fields match: equal values, or strings matching a RegExp. */
export function findLogLine(
  lines: readonly LogLine[],
  msg: string,
  fields: Readonly<Record<string, unknown>> = {},
): LogLine | undefined {
  return lines.find(
    (line) =>
      line.msg === msg &&
      Object.entries(fields).every(([key, expected]) =>
        expected instanceof RegExp ? expected.test(String(line[key])) : line[key] === expected,
      ),
  );
}
