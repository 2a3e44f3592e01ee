import type { BuildCause, BuildPreview } from '../build-record.js';

/** A build a trigger asks for: which BuildConfig, why, and what source revision. */
export interface TriggeredBuild {
  readonly project: string;
  readonly buildConfig: string;
  readonly cause: BuildCause;
  /** Build this commit instead of the branch head. */
  readonly commit?: string;
  /** `refs/heads/main`: the ref the commit was pushed to, or a generic request named. */
  readonly ref?: string;
  /** Generic webhook `env`, only when the trigger allows it. */
  readonly env?: readonly { readonly name: string; readonly value: string }[];
  /** A pull request's preview build (see preview-build.ts): pushed to the preview tag, never written back. */
  readonly preview?: BuildPreview;
}

/** A trigger that started nothing, and why in words a person acts on. */
export interface SkippedTrigger {
  readonly project?: string;
  readonly buildConfig?: string;
  readonly reason: string;
}

/** What one event starts, and what it considered and left. */
export interface TriggerDecision {
  readonly builds: readonly TriggeredBuild[];
  readonly skipped: readonly SkippedTrigger[];
}

/** The first line of a commit message, cut to a length a log line holds. */
export function firstLine(message: string | undefined, max = 72): string | undefined {
  const line = message?.split('\n', 1)[0]?.trim();
  if (line === undefined || line === '') return undefined;
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
