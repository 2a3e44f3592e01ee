import { GitshiftError, type GitshiftErrorCode } from '../errors/index.js';
import { EXIT_PROBLEMS, EXIT_USAGE } from './io.js';

/** How a failed command ends: its exit status and the one line it prints on stderr. */
export interface FailureExit {
  readonly exitCode: number;
  readonly message: string;
}

// plan uses 2 for "changes pending", so its errors of any kind exit 1.
const USAGE_EXIT: Readonly<Record<string, number>> = { plan: EXIT_PROBLEMS };

/** 128 + SIGINT, as a shell reports a command stopped by Ctrl-C. */
export const EXIT_INTERRUPTED = 130;

/** Codes that exit 1, as a command that ran and failed: the cluster refused or could not be reached. */
const FAILURE_CODES: ReadonlySet<GitshiftErrorCode> = new Set(['KUBE_API']);

/**
 * The one place errors become exit statuses. A GitshiftError prints its
 * message and code; a fault of the cluster exits 1, any other (usage,
 * environment) 2 — except for plan, whose 2 means "changes pending". A bad
 * flag that node's parseArgs refused is a usage error. Anything else is a
 * bug: undefined, and the caller throws it on with its stack.
 */
export function failureExit(error: unknown, command: string): FailureExit | undefined {
  const usageExit = (Object.hasOwn(USAGE_EXIT, command) ? USAGE_EXIT[command] : undefined) ?? EXIT_USAGE;
  if (error instanceof GitshiftError) {
    return {
      exitCode:
        error.code === 'ABORTED'
          ? EXIT_INTERRUPTED
          : FAILURE_CODES.has(error.code)
            ? EXIT_PROBLEMS
            : usageExit,
      message: `gitshift ${command}: ${error.message} [${error.code}]`,
    };
  }
  if (
    error instanceof TypeError &&
    (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') === true
  ) {
    return {
      exitCode: usageExit,
      message: `gitshift ${command}: ${error.message}; see 'gitshift ${command} --help'`,
    };
  }
  return undefined;
}
