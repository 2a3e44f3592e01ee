import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRepository } from '../../../src/model/load-repository.js';
import { readDirectory } from '../../../src/snapshot/read-directory.js';
import { processTemplate } from '../../../src/templates/index.js';
import { runCli } from '../../support/cli.js';
import { SETTINGS, testValidator } from '../../support/repo.js';

const STREAM = 'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: web\n';

/**
 * A config repository on disk with a link to /etc/passwd where a manifest
 * would be, a linked project folder, a FIFO (which blocks whoever opens it),
 * and links where gitshift never looks.
 */
function hostileRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-dir-'));
  const file = (path: string, text: string): void => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file('gitshift.yaml', SETTINGS);
  file('projects/shop/images.yaml', STREAM);
  file('common/images.yaml', STREAM);
  symlinkSync('/etc/passwd', join(root, 'projects/shop/passwd.yaml'));
  symlinkSync('../common', join(root, 'projects/shared'));
  execFileSync('mkfifo', [join(root, 'projects/shop/pipe.yaml')]);
  mkdirSync(join(root, '.github/workflows'), { recursive: true });
  symlinkSync('../../common/images.yaml', join(root, '.github/workflows/ci.yml'));
  symlinkSync('common', join(root, 'docs'));
  return root;
}

test('a directory snapshot lists symlinks and special files as skipped and never follows them', () => {
  const root = hostileRepository();
  try {
    const snapshot = readDirectory(root);
    assert.equal(snapshot.paths, ['common/images.yaml', 'gitshift.yaml', 'projects/shop/images.yaml']);
    assert.equal(snapshot.skipped, [
      { path: '.github/workflows/ci.yml', reason: 'symlink', target: '../../common/images.yaml' },
      { path: 'docs', reason: 'symlink', target: 'common' },
      { path: 'projects/shared', reason: 'symlink', target: '../common' },
      { path: 'projects/shop/passwd.yaml', reason: 'symlink', target: '/etc/passwd' },
      { path: 'projects/shop/pipe.yaml', reason: 'special-file' },
    ]);
    assert.throws(() => snapshot.read('projects/shop/passwd.yaml'), /not a regular file|ELOOP/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the loader warns of each skipped entry where it would have looked, and of none elsewhere; a link out of the repository is an error', () => {
  const root = hostileRepository();
  try {
    const model = loadRepository(readDirectory(root), {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'seed',
    });
    assert.equal(
      model.problems.map((p) => [p.file, p.code, p.severity]),
      [
        ['projects/shared', 'FILE_NOT_REGULAR', 'warning'],
        ['projects/shop/passwd.yaml', 'FILE_NOT_REGULAR', 'error'],
        ['projects/shop/pipe.yaml', 'FILE_NOT_REGULAR', 'warning'],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('validate: a symlink inside the repository is a warning at path:1:1 with FILE_NOT_REGULAR; one to /etc/passwd is an error that blocks its project', async () => {
  const root = hostileRepository();
  try {
    const result = await runCli(['validate', root]);
    assert.is(result.code, 1, result.stdout + result.stderr);
    assert.match(
      result.stdout,
      /^projects\/shop\/passwd\.yaml:1:1: .*symbolic link to "\/etc\/passwd", outside the repository: refused.* \[FILE_NOT_REGULAR\]$/m,
    );
    assert.match(result.stdout, /1 of 1 project blocked/);
    assert.match(result.stdout, /^projects\/shared:1:1: warning: .* \[FILE_NOT_REGULAR\]$/m);
    assert.not.match(result.stdout, /\.github|docs:/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test.run();
