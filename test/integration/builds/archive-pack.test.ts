/**
 * `start-build --from-dir`'s archive: packDirectory over real directories,
 * read back by unpackArchive and by the system's GNU tar.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { packDirectory } from '../../../src/builds/source/pack-directory.js';
import { unpackArchive } from '../../../src/builds/source/unpack-archive.js';
import type { GitshiftError } from '../../../src/errors/index.js';

const scratch = mkdtempSync(join(tmpdir(), 'gitshift-pack-'));
let counter = 0;
const fresh = (name: string): string => {
  counter += 1;
  const dir = join(scratch, `${counter}-${name}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** An application directory as a developer has it: sources, an empty directory, an inner link, and git's data. */
function appDirectory(): string {
  const dir = fresh('app');
  mkdirSync(join(dir, 'src/lib'), { recursive: true });
  mkdirSync(join(dir, 'empty'));
  writeFileSync(join(dir, 'Dockerfile'), 'FROM scratch\n');
  writeFileSync(join(dir, 'src/lib/main.sh'), 'echo main\n');
  symlinkSync('src/lib/main.sh', join(dir, 'run.sh'));
  execFileSync('git', ['init', '-q', dir]);
  mkdirSync(join(dir, 'vendor/mod'), { recursive: true });
  writeFileSync(join(dir, 'vendor/mod/.git'), 'gitdir: ../../.git/modules/mod\n');
  writeFileSync(join(dir, 'vendor/mod/code.sh'), 'echo mod\n');
  return dir;
}

async function refusedPack(directory: string, reason: RegExp): Promise<void> {
  const archive = join(fresh('out'), 'a.tgz');
  try {
    await packDirectory({ directory, archive });
  } catch (error) {
    assert.is((error as GitshiftError).code, 'BUILD_ARCHIVE_INVALID', (error as Error).message);
    assert.match((error as Error).message, reason);
    assert.not.ok(existsSync(archive), 'no archive is written');
    return;
  }
  assert.unreachable('packed');
}

test('a directory packs to a tar.gz that unpacks to the same tree, without .git', async () => {
  const dir = appDirectory();
  const archive = join(fresh('out'), 'app.tgz');
  const packed = await packDirectory({ directory: dir, archive });
  assert.is(packed.bytes, 'FROM scratch\n'.length + 'echo main\n'.length + 'echo mod\n'.length);
  assert.equal(readFileSync(archive).subarray(0, 2), Buffer.from([0x1f, 0x8b]));
  const out = join(fresh('unpacked'), 'tree');
  await unpackArchive({ archive, destination: out });
  assert.equal(readdirSync(out).sort(), ['Dockerfile', 'empty', 'run.sh', 'src', 'vendor']);
  assert.is(readlinkSync(join(out, 'run.sh')), 'src/lib/main.sh');
  assert.is(readFileSync(join(out, 'run.sh'), 'utf8'), 'echo main\n');
  assert.equal(readdirSync(join(out, 'vendor/mod')), ['code.sh']);
  const listed = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
  assert.not.ok(
    listed.some((line) => line.split('/').includes('.git')),
    listed.join(','),
  );
});

test('refused: a symbolic link to /etc/passwd', async () => {
  const dir = appDirectory();
  symlinkSync('/etc/passwd', join(dir, 'passwd'));
  await refusedPack(dir, /passwd is a symbolic link to \/etc\/passwd: an absolute target leads outside/);
});

test('refused: a relative symbolic link leading out, existing or dangling', async () => {
  const dir = appDirectory();
  symlinkSync('../../..', join(dir, 'src/up'));
  await refusedPack(dir, /src\/up is a symbolic link to \.\.\/\.\.\/\.\., which leads outside/);
  const dangling = appDirectory();
  symlinkSync('../nowhere/at/all', join(dangling, 'gone'));
  await refusedPack(dangling, /gone is a symbolic link to \.\.\/nowhere\/at\/all, which leads outside/);
});

test('refused: a socket in the directory, and content past the cap', async () => {
  const dir = appDirectory();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(join(dir, 'app.sock'), resolve));
  try {
    await refusedPack(dir, /app\.sock is a socket, FIFO or device/);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const big = appDirectory();
  const archive = join(fresh('out'), 'big.tgz');
  try {
    await packDirectory({ directory: big, archive, maxBytes: 10 });
    assert.unreachable('packed');
  } catch (error) {
    assert.match((error as Error).message, /takes the content past the limit of 10 bytes/);
  }
});

test('a directory that does not exist is named', async () => {
  try {
    await packDirectory({ directory: join(scratch, 'missing'), archive: join(scratch, 'x.tgz') });
    assert.unreachable('packed');
  } catch (error) {
    assert.is((error as GitshiftError).code, 'BUILD_SOURCE_FAILED');
    assert.match((error as Error).message, /cannot pack .*missing/);
  }
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test.run();
