/**
 * The `gitshift` command run from source as a person runs it at a terminal:
 * in a pseudo-terminal made by util-linux's `script` (stdout and stderr both
 * the terminal), or with pipes, as a script or CI runs it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./gitshift-entry.ts', import.meta.url));

/** `gitshift <args>` as one shell word list, for `script -c`. */
function commandLine(args: readonly string[]): string {
  return [process.execPath, '--import', 'tsx', ENTRY, ...args]
    .map((word) => `'${word.replaceAll("'", `'\\''`)}'`)
    .join(' ');
}

/** This process's environment without the colour variables, so that a test, not its runner, sets them. */
function uncoloured(): NodeJS.ProcessEnv {
  const { NO_COLOR: _noColor, FORCE_COLOR: _forceColor, ...env } = process.env;
  return env;
}

export interface TerminalSession {
  /** What the terminal showed so far: stdout and stderr as they came, escape codes and \r\n included. */
  output(): string;
  /** Types into the terminal: '\u0003' is Ctrl-C, which the terminal turns into SIGINT. */
  type(text: string): void;
  /** The command's exit status (script -e passes it on). */
  readonly exited: Promise<number | null>;
}

/**
 * Starts `gitshift <args>` in a pseudo-terminal, with `env` added to this
 * process's environment (see uncoloured).
 */
export function startInTerminal(args: readonly string[], env: Record<string, string> = {}): TerminalSession {
  const child = spawn('script', ['-qfec', commandLine(args), '/dev/null'], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...uncoloured(), TERM: 'xterm-256color', ...env },
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      resolve(code);
    });
  });
  return {
    output: () => output,
    type: (text) => {
      child.stdin.write(text);
    },
    exited: exited.finally(() => child.stdin.end()),
  };
}

/** Runs `gitshift <args>` in a pseudo-terminal to its end. */
export async function runInTerminal(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ readonly code: number | null; readonly output: string }> {
  const session = startInTerminal(args, env);
  const code = await session.exited;
  return { code, output: session.output() };
}

/** Runs `gitshift <args>` with its output piped, as a script or CI runs it. */
export async function runPiped(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ readonly code: number | null; readonly stdout: string; readonly stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...uncoloured(), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  return { code, stdout, stderr };
}

/** Waits until `ready` holds, checking every 50 ms, or fails after `ms` saying what it waited for. */
export async function waitFor(what: string, ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
