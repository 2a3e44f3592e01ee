/**
 * Work that can stop between steps: a generator that yields after each
 * piece (a project loaded, a project rendered) and returns the result. The
 * core stays synchronous and pure; the daemon runs it in slices so that a
 * repository of thousands of projects never holds its event loop for long
 * (runtime/sliced.ts), the CLI runs it to the end at once.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs every step now; the result. */
export function stepsToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}
