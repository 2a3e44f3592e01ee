/**
 * Prints, for each file of the real-world corpus (test/fixtures/real-world),
 * what loading, validating and rendering it shows today: its problems, the
 * `oc process` checks it fails, and how that compares with its expectation.
 *
 *   npx tsx scripts/real-world-report.ts            every file
 *   npx tsx scripts/real-world-report.ts --changed  only files whose outcome moved from their expectation
 *   npx tsx scripts/real-world-report.ts --suggest  also print the expectation each file matches today
 *
 * The last line counts the files by outcome and the gaps by issue-12 item.
 */
import { formatProblem } from '../src/errors/index.js';
import { corpusFiles, observe, type Observation } from '../test/fixtures/real-world/corpus.js';
import {
  ISSUE_12_ITEMS,
  REAL_WORLD_EXPECTATIONS,
  type Expectation,
  type Issue12Item,
} from '../test/fixtures/real-world/expectations.js';
import { matchesExpectation } from '../test/fixtures/real-world/outcome.js';

const args = new Set(process.argv.slice(2));
const onlyChanged = args.has('--changed');
const suggest = args.has('--suggest');

const outcomes = { ok: 0, gap: 0, 'oc-refuses': 0, stricter: 0, unlisted: 0 };
const byItem = new Map<Issue12Item, number>();
let moved = 0;

for (const file of corpusFiles()) {
  const expectation = REAL_WORLD_EXPECTATIONS[file.id];
  const observation = observe(file, expectation?.project);
  const mismatch =
    expectation === undefined ? 'no expectation' : matchesExpectation(observation, expectation);
  if (expectation === undefined) outcomes.unlisted += 1;
  else outcomes[expectation.outcome] += 1;
  if (expectation?.outcome === 'gap')
    for (const item of expectation.items) byItem.set(item, (byItem.get(item) ?? 0) + 1);
  if (mismatch !== undefined) moved += 1;
  if (onlyChanged && mismatch === undefined) continue;
  print(file.id, observation, expectation, mismatch);
}

const items = [...byItem.entries()]
  .sort(([a], [b]) => a - b)
  .map(([item, count]) => `item ${item} (${ISSUE_12_ITEMS[item]}) ${count}`)
  .join(', ');
console.log(
  `\n${corpusFiles().length} files: ${outcomes.ok} ok, ${outcomes.gap} gap, ${outcomes['oc-refuses']} oc-refuses, ${outcomes.stricter} stricter` +
    `${outcomes.unlisted > 0 ? `, ${outcomes.unlisted} without expectation` : ''}; ${moved} differ from their expectation` +
    `\ngaps by item: ${items || 'none'}`,
);

function print(
  id: string,
  observation: Observation,
  expectation: Expectation | undefined,
  mismatch: string | undefined,
): void {
  const status =
    expectation === undefined ? 'UNLISTED' : mismatch === undefined ? expectation.outcome : 'MOVED';
  console.log(`\n== ${id} [${status}] project ${observation.project}`);
  if (mismatch !== undefined) console.log(`   expectation: ${mismatch}`);
  console.log(`   seen: ${observation.seen.join(', ') || '(nothing)'}`);
  console.log(`   objects: ${JSON.stringify(observation.objects)}`);
  for (const problem of observation.problems) console.log(`   ${formatProblem(problem)}`);
  for (const detail of observation.details) console.log(`   check: ${detail}`);
  if (suggest) {
    const entry =
      observation.seen.length === 0
        ? { outcome: 'ok', objects: observation.objects }
        : { seen: observation.seen };
    console.log(`   suggest: '${id}': ${JSON.stringify(entry)}`);
  }
}
