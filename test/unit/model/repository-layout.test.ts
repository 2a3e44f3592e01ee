import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { classifyPath, isInLoaderScope, isLoaderInput } from '../../../src/model/repository-layout.js';

// path, read by the loader, a link or submodule there is reported
const cases: [string, boolean, boolean][] = [
  ['gitshift.yaml', true, true],
  ['projects/shop/web.yaml', true, true],
  ['projects/shop/deep/er/web.yml', true, true],
  ['projects/shop/template.json', true, true],
  ['projects/shop/deep/list.json', true, true],
  ['projects/top.json', false, true],
  ['projects/shop/.hidden.json', false, false],
  ['package.json', false, false],
  ['docs/schema.json', false, false],
  ['gitshift.json', false, false],
  ['projects/shop/README.md', false, true],
  ['projects/shop', false, true],
  ['projects', false, true],
  ['projects/top.yaml', false, true],
  ['projects/shop/.hidden.yaml', false, false],
  ['projects/.cache/x.yaml', false, false],
  ['stray.yaml', false, false],
  ['README.md', false, false],
  ['big.bin', false, false],
  ['docs/gitshift.yaml', false, false],
  ['.github/workflows/ci.yml', false, false],
  ['projectsX/shop/web.yaml', false, false],
];
for (const [path, input, scope] of cases) {
  test(`${path}: ${input ? 'read by the loader' : 'not read'}, ${scope ? 'in' : 'outside'} its scope`, () => {
    assert.is(isLoaderInput(path), input);
    assert.is(isInLoaderScope(path), scope);
  });
}

// path, what the loader makes of it
const roles: [string, string][] = [
  ['projects/shop/template.json', 'manifest'],
  ['projects/top.json', 'stray error'],
  ['stray.yaml', 'stray warning'],
  ['gitshift.yml', 'stray warning'],
  // Root JSON is package.json, renovate.json and the like in an application repository: not ours.
  ['package.json', 'ignored'],
];
for (const [path, expected] of roles) {
  test(`${path} is ${expected}`, () => {
    const role = classifyPath(path);
    assert.is(role.role === 'stray' ? `stray ${role.severity}` : role.role, expected);
  });
}

test('a gitshift.yml at the root is named as the misspelt settings file', () => {
  const role = classifyPath('gitshift.yml');
  assert.ok(role.role === 'stray' && role.reason.includes('gitshift.yaml'), JSON.stringify(role));
});

test.run();
