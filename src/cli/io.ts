/** Where a command writes: the process streams in real use, buffers in tests. */
export interface CommandIO {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  /** Colour the output (a terminal). Default: false. */
  readonly colour?: boolean;
  /** Environment variables, read only by the entry point. Default: `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Exit codes shared by every command. */
export const EXIT_OK = 0;
export const EXIT_PROBLEMS = 1;
export const EXIT_USAGE = 2;
