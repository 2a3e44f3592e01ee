import { MultiBar, type SingleBar } from 'cli-progress';
import type { OutputStream } from '../io.js';

/** Where a long task is: `done` of `total`, and what it does now (a project and its stage, a build's phase). */
export interface ProgressState {
  readonly done: number;
  readonly total: number;
  readonly doing: string;
}

/** A bar redrawn in place on a terminal's stderr. */
export interface ProgressBar {
  update(state: ProgressState): void;
  /** Writes a line above the bar, which is redrawn below it: nothing else may write to the stream meanwhile. */
  log(line: string): void;
  /** Writes what is waiting to be logged and wipes the bar, leaving the cursor where the bar was; again is a no-op. */
  clear(): void;
}

export interface ProgressBarOptions {
  /** A terminal's stderr (see useProgressBar). */
  readonly stream: OutputStream;
  /** What the bar counts: `projects synced`, `bytes sent`; none for a wait that counts nothing (a build's phase and the time it has taken). */
  readonly unit?: string;
  /** Ctrl-C: the bar is cleared at once, so the command's last words are not drawn over. */
  readonly signal?: AbortSignal;
}

/**
 * cli-progress' MultiBar with one bar: unlike its SingleBar, it writes lines
 * above the bar (log) and clears with relative cursor moves, not by restoring
 * a saved cursor position that scrolling has made wrong. No terminal mode is
 * changed (the cursor stays visible, wrapping on), so a second Ctrl-C, which
 * kills the process, leaves nothing to restore.
 */
export function startProgressBar({ stream, unit, signal }: ProgressBarOptions): ProgressBar {
  const bars = new MultiBar({
    // cli-progress writes with readline's cursor helpers, which only need write(); isTTY it reads itself.
    stream: stream as NodeJS.WritableStream,
    format: unit === undefined ? '{doing}  {duration_formatted}' : `[{bar}] {value}/{total} ${unit}  {doing}`,
    barsize: 24,
    clearOnComplete: true,
    hideCursor: false,
    // A bar line longer than the terminal is cut to its width, without turning the terminal's own wrapping off (ESC[?7l),
    // which a process killed mid-bar would leave off.
    linewrap: true,
    fps: 10,
    barCompleteChar: '█',
    barIncompleteChar: '░',
  });
  let bar: SingleBar | undefined;
  let cleared = false;
  const clear = (): void => {
    if (cleared) return;
    cleared = true;
    signal?.removeEventListener('abort', clear);
    if (bar === undefined) return;
    bars.update();
    bars.stop();
  };
  signal?.addEventListener('abort', clear, { once: true });
  return {
    update({ done, total, doing }) {
      if (cleared) return;
      if (bar === undefined) bar = bars.create(total, done, { doing });
      else {
        bar.setTotal(total);
        bar.update(done, { doing });
      }
    },
    log(line) {
      // Before the first update there is no bar to draw above; after the clear, none to keep.
      if (cleared || bar === undefined) stream.write(`${line}\n`);
      else bars.log(`${line}\n`);
    },
    clear,
  };
}
