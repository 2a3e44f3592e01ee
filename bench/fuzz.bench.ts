/**
 * Every fuzz target of test/property/*.fuzz.test.ts, run longer than
 * `npm test` runs them: the loader, templates, the YAML editor, the webhook
 * receivers and image references, the same properties the tests assert.
 *
 *   npm run bench:fuzz                          (20,000 runs per target)
 *   npm run bench:fuzz -- --runs 500 --seed 42  (a quick run, or replaying a seed)
 *   npm run bench:fuzz -- --only webhooks       (targets whose name contains the text)
 *
 * Progress and each failure's report (counterexample, seed and path) go to
 * stderr; stdout gets a table of runs, time and failures per target, then
 * `fuzz: targets=<n> runs=<n> failures=<n>`. Exits 1 when any target failed.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { ALL_FUZZ_TARGETS } from '../test/property/fuzz-targets.js';

const DEFAULT_RUNS = 20_000;

interface TargetResult {
  readonly name: string;
  readonly runs: number;
  readonly skipped: number;
  readonly ms: number;
  readonly failed: boolean;
}

function options(): { runs: number; seed: number | undefined; only: string | undefined } {
  const { values } = parseArgs({
    options: { runs: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' } },
  });
  const runs = values.runs === undefined ? DEFAULT_RUNS : Number(values.runs);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isSafeInteger(seed))
    throw new Error(`--seed must be an integer, not ${values.seed}`);
  return { runs, seed, only: values.only };
}

async function runTarget(
  target: (typeof ALL_FUZZ_TARGETS)[number],
  runs: number,
  seed: number | undefined,
): Promise<TargetResult> {
  process.stderr.write(`fuzz: ${target.name} (${runs} runs)…\n`);
  const started = performance.now();
  const details = await fc.check(target.property(), {
    numRuns: runs,
    includeErrorInReport: true,
    ...(seed === undefined ? {} : { seed }),
  });
  const ms = performance.now() - started;
  if (details.failed) process.stderr.write(`${fc.defaultReportMessage(details) ?? 'failed'}\n`);
  return { name: target.name, runs: details.numRuns, skipped: details.numSkips, ms, failed: details.failed };
}

async function main(): Promise<void> {
  const { runs, seed, only } = options();
  const targets = ALL_FUZZ_TARGETS.filter((target) => only === undefined || target.name.includes(only));
  const results: TargetResult[] = [];
  for (const target of targets) results.push(await runTarget(target, runs, seed));
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(
    `${'target'.padEnd(width)}  ${'runs'.padStart(7)}  ${'skipped'.padStart(7)}  ${'time'.padStart(9)}  failures`,
  );
  for (const r of results) {
    const time = `${(r.ms / 1000).toFixed(1)} s`;
    console.log(
      `${r.name.padEnd(width)}  ${String(r.runs).padStart(7)}  ${String(r.skipped).padStart(7)}  ${time.padStart(9)}  ${r.failed ? 1 : 0}`,
    );
  }
  const total = results.reduce((sum, r) => sum + r.runs, 0);
  const failures = results.filter((r) => r.failed).length;
  console.log(`fuzz: targets=${results.length} runs=${total} failures=${failures}`);
  if (failures > 0) process.exitCode = 1;
}

await main();
