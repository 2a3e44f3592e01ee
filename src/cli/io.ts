/** A stream a command writes to: a process stream in real use (which knows whether it is a terminal), a buffer in tests. */
export interface OutputStream {
  write(text: string): unknown;
  /** A terminal a person reads: the process stream's own flag. Default: not a terminal. */
  readonly isTTY?: boolean;
}

/** Where a command writes: the process streams in real use, buffers in tests. */
export interface CommandIO {
  readonly stdout: OutputStream;
  readonly stderr: OutputStream;
  /**
   * stdout is a terminal: what the entry points pass (bin/gitshift.js:
   * `process.stdout.isTTY`). Commands do not read it: terminalStyle()
   * decides from the streams, the environment and `-o` (src/cli/terminal).
   * Default: false.
   */
  readonly colour?: boolean;
  /** Environment variables, read only by the entry point. Default: `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE = 2;
