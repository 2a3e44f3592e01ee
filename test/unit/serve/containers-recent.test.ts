import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RecentContainerWrites } from '../../../src/serve/api/containers-recent.js';

test("a container's write counts until serve follows a newer revision, or for keepMs at most", () => {
  let now = 0;
  let revision = 'a';
  const recent = new RecentContainerWrites(
    () => now,
    () => revision,
    1000,
  );
  recent.record('shop', 'hello', 'create', 'c1');
  recent.record('shop', 'bye', 'delete', 'c2');
  recent.record('other', 'hello', 'stop', 'c3');
  assert.equal(recent.get('shop', 'hello')?.commit, 'c1');
  assert.equal(recent.names('shop').sort(), ['bye', 'hello']);
  now = 999;
  assert.is(recent.get('other', 'hello')?.action, 'stop');
  now = 1000;
  assert.is(recent.get('other', 'hello'), undefined, 'too old');
  now = 10;
  recent.record('shop', 'hello', 'stop', 'c4');
  revision = 'b';
  assert.is(recent.get('shop', 'hello'), undefined, 'the new revision holds it');
  assert.equal(recent.names('shop'), []);
});

test.run();
