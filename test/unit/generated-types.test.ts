import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GENERATED, generateTypes } from '../../scripts/generate-types.js';

test('generated types are up to date with schemas/ (run `npm run generate` if not)', async () => {
  const files = await generateTypes();
  for (const [path, content] of files) {
    assert.ok(existsSync(path), `${path} is missing`);
    assert.ok(readFileSync(path, 'utf8') === content, `${path} is stale`);
  }
  const extra = readdirSync(GENERATED).filter((f) => !files.has(join(GENERATED, f)));
  assert.equal(extra, [], 'files in src/model/generated that no schema produces');
});

test('every generated file carries the DO-NOT-EDIT banner', async () => {
  for (const [path, content] of await generateTypes()) {
    assert.match(content, /DO NOT EDIT: generated from schemas\//, path);
  }
});

test.run();
