import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sshControlDirectory } from '../../../src/git/git-credentials.js';
import { assertGitshiftError } from '../../support/errors.js';

const base = mkdtempSync(join(tmpdir(), 'gs-'));

test.after(() => rmSync(base, { recursive: true, force: true }));

test('a private folder for this user, made once and found again', () => {
  const dir = sshControlDirectory(base);
  assert.ok(dir?.startsWith(base));
  assert.is((statSync(dir ?? '').mode & 0o777).toString(8), '700');
  assert.is(sshControlDirectory(base), dir);
});

test('a folder others can enter is refused: whoever reaches the socket uses the connection', () => {
  const dir = sshControlDirectory(base) ?? '';
  chmodSync(dir, 0o755);
  assertGitshiftError(() => sshControlDirectory(base), 'USAGE', /is not private to this user/);
  chmodSync(dir, 0o700);
});

test('no shared connections where the socket path would be too long', () => {
  assert.is(sshControlDirectory(join(base, 'x'.repeat(60))), undefined);
});

test.run();
