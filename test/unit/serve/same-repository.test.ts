import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isSameRepository, repositoryKey } from '../../../src/serve/same-repository.js';

const SAME: readonly (readonly [string, string])[] = [
  ['https://github.com/Octo/App.git', 'git@github.com:octo/app.git'],
  ['https://github.com/octo/app', 'ssh://git@github.com/octo/app.git'],
  ['https://token:x-oauth@github.com/octo/app.git', 'https://github.com/octo/app/'],
  ['ssh://git@github.com:22/octo/app.git', 'git@github.com:octo/app'],
  ['file:///srv/config.git', 'file:///srv/config'],
];
const DIFFERENT: readonly (readonly [string, string])[] = [
  ['https://github.com/octo/app.git', 'https://github.com/octo/app2.git'],
  ['https://github.com/octo/app.git', 'https://gitlab.com/octo/app.git'],
  ['file:///srv/Config.git', 'file:///srv/config.git'],
];

for (const [a, b] of SAME)
  test(`${a} and ${b} are one repository`, () => assert.is(repositoryKey(a), repositoryKey(b)));
for (const [a, b] of DIFFERENT)
  test(`${a} and ${b} are not`, () => assert.is.not(repositoryKey(a), repositoryKey(b)));

test('isSameRepository looks at each of a delivery’s URLs and skips absent ones', () => {
  assert.ok(isSameRepository('git@github.com:octo/app.git', [undefined, 'https://github.com/octo/app']));
  assert.not.ok(
    isSameRepository('git@github.com:octo/app.git', [undefined, 'https://github.com/octo/other']),
  );
});

test.run();
