import { asGitshiftError, GitshiftError, type GitshiftErrorCode } from '../../errors/index.js';
import type { ObjectFailure, ObjectSyncResult, ProjectSyncResult } from '../../reconciler/sync-result.js';
import type { SyncReport } from './project-syncer.js';

/**
 * An error as it crosses to another thread. The structured clone keeps only a
 * built-in error's name, message and stack: a GitshiftError's code, data and
 * `transient` (which decide retries) would be lost, so they travel here.
 */
export interface ErrorWire {
  readonly name: string;
  readonly message: string;
  readonly stack: string | undefined;
  readonly gitshift:
    | {
        readonly code: GitshiftErrorCode;
        readonly data: Readonly<Record<string, unknown>>;
        readonly transient: boolean;
      }
    | undefined;
  readonly cause: ErrorWire | undefined;
}

/** Causes kept across: enough for every chain gitshift builds, and no loop can run away. */
const CAUSE_DEPTH = 4;

export function errorToWire(error: unknown, depth = 0): ErrorWire {
  if (!(error instanceof Error))
    return { name: 'Error', message: String(error), stack: undefined, gitshift: undefined, cause: undefined };
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    gitshift:
      error instanceof GitshiftError
        ? { code: error.code, data: cloneableData(error.data), transient: error.transient }
        : undefined,
    cause:
      error.cause === undefined || depth >= CAUSE_DEPTH ? undefined : errorToWire(error.cause, depth + 1),
  };
}

/** The error again: a GitshiftError (its subclass's name kept) with its code, data and `transient`, or a plain Error. */
export function errorFromWire(wire: ErrorWire): Error {
  const options = wire.cause === undefined ? {} : { cause: errorFromWire(wire.cause) };
  const error =
    wire.gitshift === undefined
      ? new Error(wire.message, options)
      : new GitshiftError(
          wire.gitshift.code,
          wire.message,
          { ...wire.gitshift.data },
          {
            ...options,
            transient: wire.gitshift.transient,
          },
        );
  error.name = wire.name;
  if (wire.stack !== undefined) error.stack = wire.stack;
  return error;
}

/** An error's data as the structured clone takes it: a value it refuses (a function, a socket) as its text. */
function cloneableData(data: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  try {
    return structuredClone(data);
  } catch {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, cloneableValue(value)]));
  }
}

function cloneableValue(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return String(value);
  }
}

type FailureWire = Omit<ObjectFailure, 'error'> & {
  readonly error: ErrorWire;
};
type ObjectResultWire = Exclude<ObjectSyncResult, { result: 'failed' }> | FailureWire;

export interface ProjectResultWire extends Omit<ProjectSyncResult, 'objects' | 'failures'> {
  readonly objects: readonly ObjectResultWire[];
  readonly failures: readonly FailureWire[];
}

/** A sync report as it crosses to another thread: its failures' errors as ErrorWire. */
export interface SyncReportWire extends Omit<SyncReport, 'results'> {
  readonly results: readonly ProjectResultWire[];
}

/** The report with each failure's error as ErrorWire; a failure in `objects` and in `failures` stays one object. */
export function reportToWire(report: SyncReport): SyncReportWire {
  return {
    ...report,
    results: report.results.map((result) => {
      const failures = new Map(result.failures.map((f) => [f, { ...f, error: errorToWire(f.error) }]));
      return {
        ...result,
        objects: result.objects.map((o) =>
          o.result === 'failed' ? (failures.get(o) ?? { ...o, error: errorToWire(o.error) }) : o,
        ),
        failures: [...failures.values()],
      };
    }),
  };
}

export function reportFromWire(wire: SyncReportWire): SyncReport {
  return {
    ...wire,
    results: wire.results.map((result) => {
      const revive = (f: FailureWire): ObjectFailure => ({
        ...f,
        error: asGitshiftError(errorFromWire(f.error)),
      });
      const failures = new Map(result.failures.map((f) => [f, revive(f)]));
      return {
        ...result,
        objects: result.objects.map((o) => (o.result === 'failed' ? (failures.get(o) ?? revive(o)) : o)),
        failures: [...failures.values()],
      };
    }),
  };
}
