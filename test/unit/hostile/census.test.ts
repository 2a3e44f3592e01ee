/**
 * Counts the hostile-input cases of every corpus by category (issue 17 item
 * 3: at least 200, every category named). Prints the table:
 * `npx tsx test/unit/hostile/census.test.ts`.
 */
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HOSTILE_CORPORA } from './census.js';
import { HOSTILE_CATEGORIES, type HostileCategory } from './hostile-category.js';

const root = new URL('../../../', import.meta.url);
const categories = Object.keys(HOSTILE_CATEGORIES) as HostileCategory[];

test('every case counted is still in its file, and no case is counted twice', () => {
  for (const corpus of HOSTILE_CORPORA) {
    const names = corpus.cases.map((c) => c.name);
    assert.is(new Set(names).size, names.length, `${corpus.file}: a case name repeats`);
    if (!corpus.namedInFile) continue;
    const text = readFileSync(new URL(corpus.file, root), 'utf8');
    for (const { name, quote = name } of corpus.cases)
      assert.ok(text.includes(quote), `${corpus.file} no longer has "${quote}"`);
  }
});

test('at least 200 hostile cases, and at least one of each kind the issue names', () => {
  const counts = new Map<HostileCategory, number>(categories.map((c) => [c, 0]));
  for (const corpus of HOSTILE_CORPORA)
    for (const { category } of corpus.cases) counts.set(category, (counts.get(category) ?? 0) + 1);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const width = Math.max(...categories.map((c) => c.length));
  const lines = categories.map(
    (c) => `${c.padEnd(width)}  ${String(counts.get(c)).padStart(4)}  ${HOSTILE_CATEGORIES[c]}`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n${'total'.padEnd(width)}  ${String(total).padStart(4)}\n`);
  for (const c of categories) assert.ok((counts.get(c) ?? 0) >= 1, `no case of ${c}`);
  assert.ok(total >= 200, `only ${total} hostile cases`);
});

test.run();
