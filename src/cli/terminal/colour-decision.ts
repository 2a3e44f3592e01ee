/** What decides whether a command's output is styled: facts about where it goes, read once by the caller. */
export interface TerminalFacts {
  /** The stream is a terminal (a process stream's own `isTTY`). */
  readonly isTTY: boolean;
  /** The environment: `NO_COLOR`, `FORCE_COLOR` and `TERM` are read. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The command's `-o` format; `json` is for programs and is never styled. Default: text. */
  readonly output?: string;
}

export type ColourReason =
  'json' | 'no-color' | 'force-color' | 'force-color-off' | 'not-a-terminal' | 'dumb-terminal' | 'terminal';

export interface ColourDecision {
  readonly colour: boolean;
  readonly reason: ColourReason;
}

/**
 * Whether to colour: never for `-o json`; never with `NO_COLOR` set to
 * anything but the empty string (no-color.org), which also wins over
 * `FORCE_COLOR`, as a person's "no" should; `FORCE_COLOR` turns colour on
 * for a pipe (CI logs that render ANSI), and `FORCE_COLOR=0` or `false` off,
 * as Node and supports-color read it; otherwise only on a terminal that is
 * not `TERM=dumb`.
 */
export function useColour({ isTTY, env, output = 'text' }: TerminalFacts): ColourDecision {
  if (output === 'json') return { colour: false, reason: 'json' };
  if (nonEmpty(env['NO_COLOR'])) return { colour: false, reason: 'no-color' };
  const force = env['FORCE_COLOR'];
  if (force !== undefined) {
    if (force === '0' || force === 'false') return { colour: false, reason: 'force-color-off' };
    return { colour: true, reason: 'force-color' };
  }
  const { styled, reason } = terminalVerdict(isTTY, env);
  return { colour: styled, reason };
}

export interface ProgressDecision {
  readonly bar: boolean;
  readonly reason: Exclude<ColourReason, 'no-color' | 'force-color' | 'force-color-off'>;
}

/**
 * Whether to draw a progress bar (on stderr): only on a terminal that can
 * redraw a line, and never beside `-o json`. `NO_COLOR` does not matter: a
 * bar is not colour. Elsewhere (a pipe, a CI log) the plain progress lines stay.
 */
export function useProgressBar({ isTTY, env, output = 'text' }: TerminalFacts): ProgressDecision {
  if (output === 'json') return { bar: false, reason: 'json' };
  const { styled, reason } = terminalVerdict(isTTY, env);
  return { bar: styled, reason };
}

/** A terminal that understands escape codes: not a pipe, not `TERM=dumb` (Emacs' shell, some CI runners). */
function terminalVerdict(
  isTTY: boolean,
  env: TerminalFacts['env'],
): { styled: boolean; reason: 'not-a-terminal' | 'dumb-terminal' | 'terminal' } {
  if (!isTTY) return { styled: false, reason: 'not-a-terminal' };
  if (env['TERM'] === 'dumb') return { styled: false, reason: 'dumb-terminal' };
  return { styled: true, reason: 'terminal' };
}

function nonEmpty(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}
