import fc from 'fast-check';
import { test } from 'uvu';
import { fuzzParameters } from './fuzz-runs.js';

/**
 * One fuzz target: a property that both its test file (bounded) and
 * `npm run bench:fuzz` (long) run. `testRuns` is its share of `npm test`'s
 * time; `property` builds a fresh property on each call.
 */
export interface FuzzTarget {
  readonly name: string;
  readonly testRuns: number;
  readonly property: () => fc.IRawProperty<any>;
}

/** One uvu test per target, each run `fuzzRuns(testRuns)` times; fast-check prints the seed of a failure. */
export function testFuzzTargets(targets: readonly FuzzTarget[]): void {
  for (const target of targets) {
    test(target.name, async () => {
      await fc.assert(target.property(), fuzzParameters(target.testRuns));
    });
  }
  test.run();
}

/** The type of the values an arbitrary generates. */
export type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;
