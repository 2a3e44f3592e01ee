import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRepository } from '../../../src/model/load-repository.js';
import type { Snapshot } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { SETTINGS, testValidator } from '../../support/repo.js';

const MIB = 1024 * 1024;
const STREAM = 'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: web\n';

/** A snapshot that knows sizes but holds the bytes of small files only, and records every read. */
function spyingSnapshot(files: Record<string, string | number>): { snapshot: Snapshot; reads: string[] } {
  const reads: string[] = [];
  const snapshot: Snapshot = {
    origin: 'spy',
    paths: Object.keys(files).sort(),
    skipped: [],
    size: (path) => {
      const file = files[path];
      return typeof file === 'number' ? file : Buffer.byteLength(file ?? '');
    },
    read: (path) => {
      reads.push(path);
      const file = files[path];
      if (typeof file !== 'string') throw new Error(`${path} read`);
      return Buffer.from(file);
    },
  };
  return { snapshot, reads };
}

for (const cache of [undefined, new Map()]) {
  test(`the loader reads only gitshift.yaml and manifests under the cap${cache === undefined ? '' : ', with a project cache'}`, () => {
    const { snapshot, reads } = spyingSnapshot({
      'gitshift.yaml': SETTINGS,
      'README.md': 2 * MIB,
      'stray.yaml': 2 * MIB,
      'big.bin': 1024 * MIB,
      'projects/shop/images.yaml': STREAM,
      'projects/shop/huge.yaml': 2 * MIB,
      'projects/shop/notes.txt': 10,
      'projects/top.yaml': 10,
    });
    const model = loadRepository(snapshot, {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'seed',
      ...(cache === undefined ? {} : { cache }),
    });
    assert.equal([...new Set(reads)].sort(), ['gitshift.yaml', 'projects/shop/images.yaml']);
    assert.equal(
      model.problems.map((p) => [p.file, p.code]),
      [
        ['projects/shop/huge.yaml', 'FILE_TOO_LARGE'],
        ['projects/top.yaml', 'FILE_OUTSIDE_PROJECT'],
        ['stray.yaml', 'FILE_OUTSIDE_PROJECT'],
      ],
    );
  });
}

test('a gitshift.yaml over the cap is FILE_TOO_LARGE, is never read, and blocks the repository', () => {
  const { snapshot, reads } = spyingSnapshot({
    'gitshift.yaml': 2 * MIB,
    'projects/shop/images.yaml': STREAM,
  });
  const model = loadRepository(snapshot, {
    validator: testValidator(),
    processTemplate,
    templateSeed: 'seed',
  });
  assert.not.ok(reads.includes('gitshift.yaml'));
  assert.equal(
    model.repositoryProblems.map((p) => [p.file, p.code, p.severity]),
    [['gitshift.yaml', 'FILE_TOO_LARGE', 'error']],
  );
  assert.ok(model.blocked);
});

test.run();
