import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectSecrets } from '../../../src/serve/project-secrets.js';

function withFolder(body: (folder: string) => void): void {
  const folder = mkdtempSync(join(tmpdir(), 'gitshift-project-secrets-'));
  try {
    body(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test("a project's own file wins; the others fall back to the shared secret, or to none", () => {
  withFolder((folder) => {
    writeFileSync(join(folder, 'shop'), 'shop-own-secret\n');
    const secrets = projectSecrets(folder, 'shared-secret', () => assert.unreachable('nothing to report'));
    assert.equal(secrets('shop'), ['shop-own-secret']);
    assert.equal(secrets('blog'), ['shared-secret']);
    assert.equal(projectSecrets(folder, undefined, () => undefined)('blog'), []);
    assert.equal(projectSecrets(undefined, 'shared-secret', () => undefined)('shop'), ['shared-secret']);
  });
});

test('a secret changed, added or removed counts at the next delivery, without a restart', () => {
  withFolder((folder) => {
    const secrets = projectSecrets(folder, 'shared-secret', () => undefined);
    assert.equal(secrets('shop'), ['shared-secret']);
    writeFileSync(join(folder, 'shop'), 'first');
    assert.equal(secrets('shop'), ['first']);
    writeFileSync(join(folder, 'shop'), 'second');
    assert.equal(secrets('shop'), ['second']);
    rmSync(join(folder, 'shop'));
    assert.equal(secrets('shop'), ['shared-secret']);
  });
});

test('a mounted Kubernetes Secret: files are symlinks into ..data, which kubelet swaps at once', () => {
  withFolder((folder) => {
    const version = (name: string, secret: string): void => {
      mkdirSync(join(folder, name));
      writeFileSync(join(folder, name, 'shop'), secret);
    };
    version('..2026_11_23_01', 'mounted-one');
    symlinkSync('..2026_11_23_01', join(folder, '..data'));
    symlinkSync('..data/shop', join(folder, 'shop'));
    const secrets = projectSecrets(folder, undefined, () => undefined);
    assert.equal(secrets('shop'), ['mounted-one']);
    version('..2026_11_23_02', 'mounted-two');
    symlinkSync('..2026_11_23_02', join(folder, '..data_tmp'));
    renameSync(join(folder, '..data_tmp'), join(folder, '..data'));
    assert.equal(secrets('shop'), ['mounted-two']);
    // kubelet's own entries are not projects, whatever a URL asks for.
    assert.equal(secrets('..data'), []);
  });
});

test("a project's file that is empty or unreadable accepts nothing (not the shared secret), reported once per problem", () => {
  withFolder((folder) => {
    writeFileSync(join(folder, 'shop'), '  \n');
    mkdirSync(join(folder, 'blog'));
    const reports: string[] = [];
    const secrets = projectSecrets(folder, 'shared-secret', (project, problem) =>
      reports.push(`${project}: ${problem}`),
    );
    assert.equal(secrets('shop'), []);
    assert.equal(secrets('shop'), []);
    assert.equal(secrets('blog'), []);
    assert.equal(reports, [
      `shop: ${join(folder, 'shop')} is empty`,
      `blog: cannot read ${join(folder, 'blog')}: EISDIR`,
    ]);
    // Fixed, then broken again: the new problem is reported again.
    writeFileSync(join(folder, 'shop'), 'fixed');
    assert.equal(secrets('shop'), ['fixed']);
    writeFileSync(join(folder, 'shop'), '');
    assert.equal(secrets('shop'), []);
    assert.is(reports.length, 3);
  });
});

test('names that would leave the folder are never read as a path', () => {
  withFolder((folder) => {
    mkdirSync(join(folder, 'inner'));
    writeFileSync(join(folder, 'outside'), 'outside-secret');
    const secrets = projectSecrets(join(folder, 'inner'), 'shared-secret', () => undefined);
    for (const name of ['../outside', '..', '.', 'a/b', 'a\\b', 'a\0b'])
      assert.equal(secrets(name), ['shared-secret'], name);
  });
});

test.run();
