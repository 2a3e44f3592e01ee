import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LogLines } from '../../../../src/builds/executors/log-lines.js';

test('chunks are cut into whole lines, each emitted once complete', () => {
  const emitted: string[] = [];
  const lines = new LogLines((line) => emitted.push(line));
  lines.write('STEP 1/2: FR');
  assert.equal(emitted, []);
  lines.write('OM x\nSTEP 2/2: RUN true\nhalf');
  assert.equal(emitted, ['STEP 1/2: FROM x\n', 'STEP 2/2: RUN true\n']);
  lines.end();
  assert.equal(emitted, ['STEP 1/2: FROM x\n', 'STEP 2/2: RUN true\n', 'half\n']);
  lines.end();
  assert.is(emitted.length, 3, 'ending twice emits nothing more');
});

test('only the last tailLines lines are kept, without newlines', () => {
  const lines = new LogLines(() => undefined, 2);
  lines.write('a\nb\nc\n');
  assert.equal(lines.tail(), ['b', 'c']);
});

test('a progress line redrawn with carriage returns keeps what was drawn last', () => {
  const emitted: string[] = [];
  const lines = new LogLines((line) => emitted.push(line));
  lines.write('Copying blob 10%\rCopying blob 50%\rCopying blob done\r\n');
  assert.equal(emitted, ['Copying blob done\n']);
});

test.run();
