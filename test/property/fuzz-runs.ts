import type { Parameters } from 'fast-check';

/**
 * The one knob of every fuzz target's size. `npm test` runs each with the
 * bounded default its test file gives; `GITSHIFT_FUZZ_RUNS` (or the bench's
 * `--runs`) runs them longer, and `GITSHIFT_FUZZ_SEED` (or `--seed`) replays
 * the run whose seed a failure printed.
 */
export function fuzzRuns(defaultRuns: number, env: NodeJS.ProcessEnv = process.env): number {
  return positiveInteger(env['GITSHIFT_FUZZ_RUNS'], 'GITSHIFT_FUZZ_RUNS') ?? defaultRuns;
}

/** The seed to replay, when one is given. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const text = env['GITSHIFT_FUZZ_SEED'];
  if (text === undefined || text === '') return undefined;
  const seed = Number(text);
  if (!Number.isSafeInteger(seed)) throw new Error(`GITSHIFT_FUZZ_SEED must be an integer, not ${text}`);
  return seed;
}

/** fast-check's parameters for one target: its runs and, when replaying, the seed. */
export function fuzzParameters<T>(defaultRuns: number, env: NodeJS.ProcessEnv = process.env): Parameters<T> {
  const seed = fuzzSeed(env);
  return {
    numRuns: fuzzRuns(defaultRuns, env),
    // The property's own message says what went wrong, beside the counterexample.
    includeErrorInReport: true,
    ...(seed === undefined ? {} : { seed }),
  };
}

function positiveInteger(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, not ${text}`);
  return value;
}
