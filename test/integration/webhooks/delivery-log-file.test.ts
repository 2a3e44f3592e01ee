/**
 * The delivery log's file on a real file system: written in place into room
 * filled with zeros beforehand, a log from before that (no zeros) read and
 * continued, and what a crash or a failed write leaves after the lines never
 * read as the log's later.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DeliveryLogFile,
  deliveryLogLines,
  LOG_CHUNK_BYTES,
} from '../../../src/webhooks/delivery-log-file.js';

function withLog(body: (path: string) => void): void {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-delivery-log-'));
  try {
    body(join(dir, 'deliveries.log'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const linesOf = (path: string): string => deliveryLogLines(readFileSync(path)).toString('latin1');

test('a new log gets a chunk of zeros, its lines at the start, durable after flush', () => {
  withLog((path) => {
    const { file, lines, created } = DeliveryLogFile.open(path);
    assert.equal([lines.length, created], [0, true]);
    file.write(Buffer.from('a 1 github:one\n'));
    file.flushSync();
    file.write(Buffer.from('a 2 github:two\n'));
    file.flushSync();
    file.close();
    assert.is(statSync(path).size, LOG_CHUNK_BYTES);
    assert.is(linesOf(path), 'a 1 github:one\na 2 github:two\n');
    const again = DeliveryLogFile.open(path);
    assert.equal([again.lines.toString(), again.created, again.file.end], [linesOf(path), false, 30]);
    again.file.close();
  });
});

test('a log written before the zeros (appended, torn last line) is read, and continued in place', () => {
  withLog((path) => {
    writeFileSync(path, 'a 1 github:old\na 2 github:to');
    const { file, lines } = DeliveryLogFile.open(path);
    assert.is(lines.toString(), 'a 1 github:old\n');
    file.write(Buffer.from('a 3 github:new\n'));
    file.flushSync();
    file.close();
    assert.is(linesOf(path), 'a 1 github:old\na 3 github:new\n');
  });
});

test('what a crash left after the lines is zeroed on open: a later write ending before it does not bring it back', () => {
  withLog((path) => {
    // Pages written out of order: a torn line, zeros, then a whole line that was never answered.
    const stale = 'a 9 github:never-answered\n';
    writeFileSync(
      path,
      Buffer.concat([
        Buffer.from('a 1 github:kept\na 2 gith'),
        Buffer.alloc(7),
        Buffer.from(stale),
        Buffer.alloc(64),
      ]),
    );
    const { file, lines } = DeliveryLogFile.open(path);
    assert.is(lines.toString(), 'a 1 github:kept\n');
    // Exactly up to where the stale line starts: had it stayed, it would read as the next line.
    const gap = 'a 2 gith'.length + 7;
    file.write(Buffer.from(`a 3 ${'x'.repeat(gap - 5)}\n`));
    file.flushSync();
    file.close();
    assert.is(linesOf(path), `a 1 github:kept\na 3 ${'x'.repeat(gap - 5)}\n`);
  });
});

test('cutBack zeroes a failed write, so a shorter write after it leaves none of it to read', () => {
  withLog((path) => {
    const { file } = DeliveryLogFile.open(path);
    file.write(Buffer.from('a 1 github:one\n'));
    const before = file.end;
    file.write(Buffer.from('a 2 github:failed-long-id\na 3 github:failed\n'));
    file.cutBack(before);
    assert.is(file.end, before);
    file.write(Buffer.from('a 4 github:x\n'));
    file.flushSync();
    file.close();
    assert.is(linesOf(path), 'a 1 github:one\na 4 github:x\n');
  });
});

test('a write larger than the room left takes as much more room as it needs', () => {
  withLog((path) => {
    const { file } = DeliveryLogFile.open(path);
    const big = Buffer.from(`a 1 ${'y'.repeat(LOG_CHUNK_BYTES + 10)}\n`);
    file.write(big);
    file.write(Buffer.from('a 2 z\n'));
    file.flushSync();
    file.close();
    assert.is(linesOf(path).length, big.length + 6);
    assert.ok(statSync(path).size >= big.length + 6);
  });
});

test.run();
