import { spawn } from 'node:child_process';
import { childEnvironment } from '../runtime/child-environment.js';

export interface GitRunOptions {
  /** Working directory of the command. */
  readonly cwd: string;
  /** Bytes written to the command's stdin, which is then closed. */
  readonly input?: string | Uint8Array;
  /**
   * Receives stdout as it arrives instead of collecting it (the result's
   * stdout is then empty), so that a large answer can be parsed as it
   * streams. When it throws, git is killed and the run rejects with that
   * error. Runners that do not stream may ignore it and collect as usual.
   */
  readonly onStdout?: (chunk: Buffer) => void;
}

export interface GitRunResult {
  readonly exitCode: number;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/** Runs the system git. An edge of gitshift: tests may pass their own. */
export interface GitRunner {
  run(args: readonly string[], options: GitRunOptions): Promise<GitRunResult>;
}

export interface SystemGitOptions {
  /** Default: `git` on the PATH. */
  readonly binary?: string;
  /** The environment git inherits, without gitshift's own GITSHIFT_* variables. Default: the process environment. */
  readonly env?: NodeJS.ProcessEnv;
  /** The program git asks for a user name or password. Default: `true`, which answers nothing. */
  readonly askPass?: string;
}

/**
 * The system git, spawned per command. stdout is collected as bytes (blobs are
 * not text); a non-zero exit is returned, not thrown, because callers tell a
 * rejected push from an unreachable remote by its output.
 */
export function systemGit({
  binary = 'git',
  env = process.env,
  askPass = 'true',
}: SystemGitOptions = {}): GitRunner {
  const gitEnv: NodeJS.ProcessEnv = {
    // Some of them are secrets (webhook secrets, the template seed): no git process, nor what it runs, sees them.
    ...childEnvironment(env),
    // Never wait on a password prompt: a daemon has no terminal to answer it.
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: askPass,
    // Messages are parsed (rejected pushes), so they must not be translated.
    LC_ALL: 'C',
  };
  return {
    run(args, { cwd, input, onStdout }) {
      return new Promise((resolve, reject) => {
        const child = spawn(binary, args, { cwd, env: gitEnv, stdio: ['pipe', 'pipe', 'pipe'] });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        let refused: Error | undefined;
        child.stdout.on('data', (chunk: Buffer) => {
          if (onStdout === undefined) out.push(chunk);
          else if (refused === undefined) {
            try {
              onStdout(chunk);
            } catch (error) {
              refused = error instanceof Error ? error : new Error(String(error));
              child.kill('SIGKILL');
            }
          }
        });
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code, signal) => {
          if (refused !== undefined) {
            reject(refused);
            return;
          }
          resolve({
            exitCode: code ?? (signal === null ? 1 : 128),
            stdout: Buffer.concat(out),
            stderr: Buffer.concat(err).toString('utf8'),
          });
        });
        // A command that exits before reading its input closes the pipe; that is its answer, not ours.
        child.stdin.on('error', () => undefined);
        child.stdin.end(input ?? '');
      });
    },
  };
}
