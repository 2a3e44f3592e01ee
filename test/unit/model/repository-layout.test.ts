import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInLoaderScope, isLoaderInput } from '../../../src/model/repository-layout.js';

// path, read by the loader, a link or submodule there is reported
const cases: [string, boolean, boolean][] = [
  ['gitshift.yaml', true, true],
  ['projects/shop/web.yaml', true, true],
  ['projects/shop/deep/er/web.yml', true, true],
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

test.run();
