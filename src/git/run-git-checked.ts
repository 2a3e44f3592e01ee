import { GitshiftError, type GitshiftErrorCode } from '../errors/index.js';
import type { GitRunner, GitRunOptions } from './git-runner.js';
import { maskCredentials } from '../observability/mask-credentials.js';

export interface RunGitCheckedOptions extends GitRunOptions {
  /** What the command does, for the message: "read the tree of abc123". */
  readonly what: string;
  /** Strings to hide from the message besides URL credentials. */
  readonly secrets?: readonly string[];
  /** Default: GIT_COMMAND_FAILED. */
  readonly code?: GitshiftErrorCode;
}

/** Runs git and returns its stdout; a failure becomes a typed error with git's own words, credentials masked. */
export async function runGitChecked(
  git: GitRunner,
  args: readonly string[],
  { what, secrets = [], code = 'GIT_COMMAND_FAILED', ...options }: RunGitCheckedOptions,
): Promise<Buffer> {
  const result = await git.run(args, options);
  if (result.exitCode === 0) return result.stdout;
  throw new GitshiftError(code, `cannot ${what}: ${firstLines(maskCredentials(result.stderr, secrets))}`, {
    args: args.map((arg) => maskCredentials(arg, secrets)),
    exitCode: result.exitCode,
  });
}

/** Git's last few lines say what went wrong; the rest is progress noise. */
export function firstLines(stderr: string, max = 4): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('hint:'));
  return lines.length === 0 ? 'git gave no reason' : lines.slice(-max).join('; ');
}
