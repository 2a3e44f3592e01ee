import { STAGE_LINE, type Say } from '../reconciler/progress.js';
import { startProgressBar, type ProgressBar } from './terminal/index.js';
import type { CommandIO } from './io.js';

/**
 * What a line the reconciler says (src/reconciler: sync-repository, apply-plan,
 * wait-healthy) means to a progress bar. The lines are made for people and
 * logs; these patterns follow them, and test/unit/cli/sync-progress.test.ts
 * holds each shape, so a reworded line fails a test rather than a bar.
 */
export type ProgressLine =
  | { readonly kind: 'stage'; readonly project: string; readonly stage: string }
  | { readonly kind: 'project-synced'; readonly project: string }
  | { readonly kind: 'projects-synced'; readonly done: number; readonly total: number }
  | { readonly kind: 'waiting'; readonly waiting: number; readonly report: string }
  | { readonly kind: 'note' };

const PRUNE_STAGE = /^\S+: pruning \d+ in stage (\S+)$/;
const PROJECT_SYNCED = /^\S+: \d+ applied, \d+ pruned/;
const PROJECTS_SYNCED = /^progress: (\d+) of (\d+) projects synced$/;
const WAITING = /^waiting for (\d+) object\(s\): (.*)$/;

export function readProgressLine(line: string, project: string | undefined): ProgressLine {
  const counted = PROJECTS_SYNCED.exec(line);
  if (counted !== null)
    return { kind: 'projects-synced', done: Number(counted[1]), total: Number(counted[2]) };
  const waiting = WAITING.exec(line);
  if (waiting !== null) return { kind: 'waiting', waiting: Number(waiting[1]), report: waiting[2] ?? '' };
  if (project === undefined) return { kind: 'note' };
  const stage = STAGE_LINE.exec(line) ?? PRUNE_STAGE.exec(line);
  if (stage !== null)
    return {
      kind: 'stage',
      project,
      stage: `${line.includes(': pruning ') ? 'pruning ' : ''}${stage[1] ?? ''}`,
    };
  if (PROJECT_SYNCED.test(line)) return { kind: 'project-synced', project };
  return { kind: 'note' };
}

/** How a sync (and its --wait) reports as it goes: a `say` for the reconciler, and `clear` before the summary. */
export interface SyncProgress {
  readonly say: Say;
  /** Starts counting healthy objects (sync --wait): a new bar of `total`. */
  waitFor(total: number): void;
  clear(): void;
}

/**
 * The lines on stderr, in order, written a turn of the event loop at a time;
 * a stage's `applying` line only when `verbose`. Writes to a pipe block: 6,000 lines of a
 * thousand-project sync, one write each, held its requests up for 0.7 s of
 * 11 s when the reader of the pipe shared the cores. `clear` writes what is
 * waiting at once.
 */
function plainProgress(io: CommandIO, verbose: boolean): SyncProgress {
  let waiting: string[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const flush = (): void => {
    if (scheduled !== undefined) clearImmediate(scheduled);
    scheduled = undefined;
    if (waiting.length === 0) return;
    const text = `${waiting.join('\n')}\n`;
    waiting = [];
    io.stderr.write(text);
  };
  return {
    say: (line, project) => {
      if (!verbose && project !== undefined && STAGE_LINE.test(line)) return;
      waiting.push(line);
      scheduled ??= setImmediate(flush);
    },
    waitFor: () => undefined,
    clear: flush,
  };
}

/**
 * On a terminal (bar): projects synced of `projects`, with the project and
 * stage at work; each project's result and every other line above the bar;
 * the stage and count lines only in the bar. Elsewhere, lines on stderr, a
 * turn of the event loop's worth at a time (plainProgress).
 */
export function syncProgress(
  io: CommandIO,
  {
    bar,
    projects,
    signal,
    verbose = false,
  }: {
    readonly bar: boolean;
    readonly projects: number;
    readonly signal: AbortSignal;
    /** Without a bar, the stage lines too. Default: false. */
    readonly verbose?: boolean;
  },
): SyncProgress {
  if (!bar) return plainProgress(io, verbose);
  let current: ProgressBar = startProgressBar({ stream: io.stderr, unit: 'projects synced', signal });
  const synced = new Set<string>();
  let state = { done: 0, total: projects, doing: '' };
  const show = (next: Partial<typeof state>): void => {
    state = { ...state, ...next };
    current.update(state);
  };
  show({});
  return {
    say: (line, project) => {
      const meaning = readProgressLine(line, project);
      if (meaning.kind === 'stage') show({ doing: `${meaning.project}: ${meaning.stage}` });
      else if (meaning.kind === 'projects-synced')
        show({ done: Math.max(state.done, meaning.done), total: meaning.total });
      else if (meaning.kind === 'waiting')
        show({ done: Math.max(0, state.total - meaning.waiting), doing: meaning.report });
      else {
        if (meaning.kind === 'project-synced') {
          synced.add(meaning.project);
          show({ done: Math.max(state.done, synced.size) });
        }
        current.log(line);
      }
    },
    waitFor: (total) => {
      current.clear();
      current = startProgressBar({ stream: io.stderr, unit: 'objects healthy', signal });
      state = { done: 0, total, doing: '' };
      show({});
    },
    clear: () => {
      current.clear();
    },
  };
}
