import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BuildLog } from '../../../src/builds/runner/build-log.js';

test('a log under its cap is kept whole', () => {
  const log = new BuildLog(1000);
  log.append('STEP 1/2: FROM scratch\n');
  log.append('STEP 2/2: COPY . /\n');
  assert.is(log.text(), 'STEP 1/2: FROM scratch\nSTEP 2/2: COPY . /\n');
  assert.is(log.droppedBytes, 0);
});

test('past its cap the head and the tail are kept, and the middle is said to be dropped', () => {
  const log = new BuildLog(80);
  log.append('HEAD-LINE\n');
  for (let i = 0; i < 100; i++) log.append(`middle ${i}\n`);
  log.append('error: the last step failed\n');
  const text = log.text();
  assert.ok(text.startsWith('HEAD-LINE'), text);
  assert.ok(text.endsWith('error: the last step failed\n'), text);
  assert.match(text, /… \d+ bytes of log dropped here/);
  assert.ok(log.droppedBytes > 0);
  // The kept part is the cap; only the marker line is added.
  assert.is(text.replace(/\n… .*…\n/, '').length, 80);
});

test('followers get every chunk as it comes, then the end', () => {
  const log = new BuildLog(16);
  const seen: (string | undefined)[] = [];
  const stop = log.follow((chunk) => seen.push(chunk));
  log.append('one\n');
  log.append('a chunk longer than the whole cap\n');
  log.finish();
  assert.equal(seen, ['one\n', 'a chunk longer than the whole cap\n', undefined]);
  stop();
  log.append('after the end\n');
  assert.not.match(log.text(), /after the end/);
});

test('following a finished log ends at once', () => {
  const log = new BuildLog(16);
  log.finish();
  const seen: (string | undefined)[] = [];
  log.follow((chunk) => seen.push(chunk));
  assert.equal(seen, [undefined]);
});

test('read: what is kept, then each chunk until the end; an abort ends it early', async () => {
  const log = new BuildLog(1000);
  log.append('before\n');
  const seen: string[] = [];
  const reading = (async () => {
    for await (const chunk of log.read({ follow: true, signal: new AbortController().signal }))
      seen.push(chunk);
  })();
  await Promise.resolve();
  log.append('after\n');
  log.finish();
  await reading;
  assert.equal(seen, ['before\n', 'after\n']);

  const open = new BuildLog(1000);
  const stop = new AbortController();
  const chunks: string[] = [];
  const following = (async () => {
    for await (const chunk of open.read({ follow: true, signal: stop.signal })) chunks.push(chunk);
  })();
  open.append('one\n');
  await new Promise((resolve) => setTimeout(resolve, 10));
  stop.abort();
  await following;
  assert.equal(chunks, ['one\n']);
  assert.not.ok(open.finished, 'the build goes on; only the reader stopped');
});

test.run();
