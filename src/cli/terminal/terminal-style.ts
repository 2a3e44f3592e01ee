import type { CommandIO } from '../io.js';
import { useColour, useProgressBar } from './colour-decision.js';
import { palette, type Palette } from './palette.js';

/** How a command presents itself: the one place a command learns whether to colour stdout and draw bars on stderr. */
export interface TerminalStyle {
  /** Styles for stdout. */
  readonly stdout: Palette;
  /** Styles for stderr (its own terminal or not: `2>log` keeps the log plain). */
  readonly stderr: Palette;
  /** Draw progress bars on stderr. */
  readonly progressBar: boolean;
}

/**
 * Reads the facts of a command's streams (a process stream's `isTTY`, or the
 * entry point's `colour` for stdout) and its environment, and decides.
 */
export function terminalStyle(io: CommandIO, output = 'text'): TerminalStyle {
  const env = io.env ?? {};
  const stdoutIsTTY = io.stdout.isTTY === true || io.colour === true;
  const stderrIsTTY = io.stderr.isTTY === true;
  return {
    stdout: palette(useColour({ isTTY: stdoutIsTTY, env, output }).colour),
    stderr: palette(useColour({ isTTY: stderrIsTTY, env, output }).colour),
    progressBar: useProgressBar({ isTTY: stderrIsTTY, env, output }).bar,
  };
}
