import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileJournal, type JournalEntry } from '../../../src/writeback/write-back-journal.js';

const entry = (id: string): JournalEntry => ({
  id,
  edit: {
    type: 'field',
    file: 'projects/a/x.yaml',
    selector: { kind: 'ConfigMap', name: 'x' },
    path: ['data', 'k'],
    value: id,
  },
  reason: { source: 'test', event: 'unit' },
});

test('the journal keeps requests until settled, skips a torn last line, and empties itself', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-journal-'));
  try {
    const path = join(dir, 'journal.jsonl');
    const journal = fileJournal(path);
    journal.record(entry('a'));
    journal.record(entry('b'));
    journal.settle(['a']);
    // What a writer killed in the middle of an append leaves behind.
    appendFileSync(path, '\n{"op":"request","entry":{"id":"c","ed');
    assert.equal(
      fileJournal(path)
        .pending()
        .map((e) => e.id),
      ['b'],
    );
    journal.settle(['b']);
    assert.is(readFileSync(path, 'utf8'), '');
    assert.equal(journal.pending(), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
