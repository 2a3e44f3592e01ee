import { spawn } from 'node:child_process';
import { GitshiftError } from '../../errors/index.js';
import { abortedError, onAbort } from '../../runtime/index.js';
import { childEnvironment } from '../../runtime/child-environment.js';
import type { LogLines } from './log-lines.js';

export interface BuildProcessOptions {
  /** Aborting kills the process and everything it started (its process group) at once. */
  readonly signal: AbortSignal;
  /** Where its output goes, stdout and stderr merged in the order written. */
  readonly lines: LogLines;
  /** Names the command in errors: "buildah bud of shop/web-3". */
  readonly what: string;
  /** Default: the process environment. Either way without gitshift's own GITSHIFT_* variables. */
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command of a build and resolves with its exit code once it and its
 * output have ended. It runs in a process group of its own (buildah's chroot
 * runtime and the build's RUN steps are its descendants, in that group), so
 * an abort kills them all with one signal; the promise then rejects with
 * ABORTED, after they are gone, so the caller may remove their storage.
 */
export function runBuildProcess(
  command: string,
  args: readonly string[],
  { signal, lines, what, env = process.env }: BuildProcessOptions,
): Promise<number> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortedError(signal, what));
      return;
    }
    // `exec … 2>&1` through sh: one pipe keeps stderr's lines in their place among stdout's.
    const child = spawn('/bin/sh', ['-c', 'exec "$@" 2>&1', 'sh', command, ...args], {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
      // serve's secrets given by value (webhook secrets, the template seed) stay out of buildah and the build's steps.
      env: childEnvironment(env),
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => lines.write(chunk));
    const stopListening = onAbort(signal, () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch (error) {
          // ESRCH: the group ended between the check and the kill; anything else is worth knowing.
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
    });
    child.on('error', (error) => {
      stopListening();
      reject(
        new GitshiftError(
          'BUILD_EXECUTOR_FAILED',
          `${what} could not start: ${error.message}`,
          {},
          { cause: error },
        ),
      );
    });
    child.on('close', (code) => {
      stopListening();
      lines.end();
      if (signal.aborted) reject(abortedError(signal, what));
      else resolve(code ?? 128);
    });
  });
}
