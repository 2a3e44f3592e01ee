/**
 * Binary builds' archives (issue 14, bad input): real archives, made with
 * node-tar and with the system's GNU tar for the hostile ones, checked and
 * unpacked by unpackArchive. Every refused archive is BUILD_ARCHIVE_INVALID
 * naming the entry, and leaves the destination empty; the tests run as root
 * (mknod), as CI does.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create } from 'tar';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unpackArchive, type UnpackArchiveOptions } from '../../../src/builds/source/unpack-archive.js';
import { GitshiftError } from '../../../src/errors/index.js';

const scratch = mkdtempSync(join(tmpdir(), 'gitshift-archive-'));
let counter = 0;
/** A fresh directory under the test's scratch space. */
const fresh = (name: string): string => {
  counter += 1;
  const dir = join(scratch, `${counter}-${name}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};
const gnuTar = (cwd: string, ...args: string[]): void => {
  execFileSync('tar', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
};

/** Unpacks into a fresh empty directory; returns it. */
async function unpack(archive: string, options: Partial<UnpackArchiveOptions> = {}): Promise<string> {
  const destination = fresh('out');
  await unpackArchive({ archive, destination, ...options });
  return destination;
}

/** Asserts the archive is refused with a reason matching `reason`, and nothing is left in the destination. */
async function refused(
  archive: string,
  reason: RegExp,
  options: Partial<UnpackArchiveOptions> = {},
): Promise<void> {
  const destination = fresh('refused');
  try {
    await unpackArchive({ archive, destination, ...options });
  } catch (error) {
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'BUILD_ARCHIVE_INVALID', (error as Error).message);
    assert.match((error as Error).message, reason);
    assert.equal(readdirSync(destination), [], 'nothing is left in the destination');
    return;
  }
  assert.unreachable(`${archive} was unpacked`);
}

/** A small source tree: a file, a nested file, a setuid script, an inner symlink and an inner hard link. */
function sourceTree(): string {
  const dir = fresh('src');
  mkdirSync(join(dir, 'app/lib'), { recursive: true });
  writeFileSync(join(dir, 'Dockerfile'), 'FROM scratch\nCOPY app /app\n');
  writeFileSync(join(dir, 'app/lib/util.sh'), 'echo util\n', { mode: 0o4755 });
  symlinkSync('lib/util.sh', join(dir, 'app/util'));
  linkSync(join(dir, 'Dockerfile'), join(dir, 'app/Dockerfile.copy'));
  return dir;
}

test('a node-tar tar.gz unpacks whole: files, inner links, modes without setuid', async () => {
  const src = sourceTree();
  const archive = join(fresh('a'), 'source.tgz');
  await create({ gzip: true, file: archive, cwd: src, portable: true }, ['.']);
  const out = await unpack(archive);
  assert.is(readFileSync(join(out, 'Dockerfile'), 'utf8'), 'FROM scratch\nCOPY app /app\n');
  assert.is(readlinkSync(join(out, 'app/util')), 'lib/util.sh');
  assert.is(readFileSync(join(out, 'app/util'), 'utf8'), 'echo util\n');
  assert.is(readFileSync(join(out, 'app/Dockerfile.copy'), 'utf8'), 'FROM scratch\nCOPY app /app\n');
  assert.is(statSync(join(out, 'app/lib/util.sh')).mode & 0o7777, 0o755);
});

test('a GNU tar archive, plain and gzipped (told by its bytes, not its name), unpacks', async () => {
  const src = sourceTree();
  const dir = fresh('gnu');
  gnuTar(src, '-cf', join(dir, 'plain.tar'), '.');
  gnuTar(src, '-czf', join(dir, 'zipped.bin'), '.');
  for (const name of ['plain.tar', 'zipped.bin']) {
    const out = await unpack(join(dir, name));
    assert.ok(existsSync(join(out, 'app/lib/util.sh')), name);
    assert.ok(lstatSync(join(out, 'app/util')).isSymbolicLink(), name);
  }
});

test('refused: an entry climbing out with ../', async () => {
  const dir = fresh('dotdot');
  mkdirSync(join(dir, 'inner'));
  writeFileSync(join(dir, 'x'), 'escaped');
  gnuTar(join(dir, 'inner'), '-cPf', join(dir, 'a.tar'), '../x');
  await refused(join(dir, 'a.tar'), /entry "\.\.\/x" climbs out with \.\./);
});

test('refused: an absolute path (/etc/x)', async () => {
  const dir = fresh('absolute');
  writeFileSync(join(dir, 'x'), 'owned');
  gnuTar(dir, '-cPf', 'a.tar', '--transform=s,^x$,/etc/x,', 'x');
  await refused(join(dir, 'a.tar'), /entry "\/etc\/x" names the absolute path \/etc\/x/);
});

test('refused: a symbolic link to /etc/passwd, then a file written through it', async () => {
  const dir = fresh('symlink-out');
  symlinkSync('/etc/passwd', join(dir, 'evil'));
  writeFileSync(join(dir, 'payload'), 'root::0:0::/root:/bin/sh\n');
  gnuTar(dir, '-cf', 'a.tar', 'evil');
  gnuTar(dir, '-rf', 'a.tar', '--transform=s,^payload$,evil,', 'payload');
  await refused(join(dir, 'a.tar'), /entry "evil" is a symbolic link to \/etc\/passwd, outside the archive/);
  assert.not.match(readFileSync('/etc/passwd', 'utf8'), /root::0:0::/);
});

test('refused: a relative symbolic link leading out, and one that leads out only through another link', async () => {
  const dir = fresh('symlink-relative');
  mkdirSync(join(dir, 'src/deep'), { recursive: true });
  symlinkSync('../../../etc', join(dir, 'src/deep/up'));
  gnuTar(join(dir, 'src'), '-cf', join(dir, 'a.tar'), '.');
  await refused(
    join(dir, 'a.tar'),
    /entry "deep\/up" is a symbolic link to \.\.\/\.\.\/\.\.\/etc, which leads outside/,
  );
  // `here -> .` and `esc -> here/..`: read as text `here/..` is the root, but through the link it is its parent.
  const tricky = fresh('symlink-tricky');
  symlinkSync('.', join(tricky, 'here'));
  symlinkSync('here/..', join(tricky, 'esc'));
  gnuTar(tricky, '-cf', 'a.tar', 'here', 'esc');
  await refused(join(tricky, 'a.tar'), /entry "esc" is a symbolic link to here\/\.\., which leads outside/);
});

test('refused: a file written through an inner symbolic link, and links in a loop', async () => {
  const dir = fresh('through');
  mkdirSync(join(dir, 'sub'));
  symlinkSync('sub', join(dir, 'lnk'));
  writeFileSync(join(dir, 'payload'), 'x');
  gnuTar(dir, '-cf', 'a.tar', 'sub', 'lnk');
  gnuTar(dir, '-rf', 'a.tar', '--transform=s,^payload$,lnk/x,', 'payload');
  await refused(join(dir, 'a.tar'), /entry "lnk\/x" would be written through the symbolic link lnk/);
  const loop = fresh('loop');
  symlinkSync('b', join(loop, 'a'));
  symlinkSync('a', join(loop, 'b'));
  gnuTar(loop, '-cf', 'a.tar', 'a', 'b');
  await refused(join(loop, 'a.tar'), /in a loop of links/);
});

test('refused: a hard link to a file outside', async () => {
  const dir = fresh('hardlink');
  writeFileSync(join(dir, 'a'), 'inside');
  linkSync(join(dir, 'a'), join(dir, 'b'));
  gnuTar(dir, '-cPf', 'a.tar', '--transform=flags=h;s,^a$,/etc/passwd,', 'a', 'b');
  await refused(join(dir, 'a.tar'), /entry "b" names the absolute path \/etc\/passwd/);
  const relative = fresh('hardlink-relative');
  writeFileSync(join(relative, 'a'), 'inside');
  linkSync(join(relative, 'a'), join(relative, 'b'));
  gnuTar(relative, '-cPf', 'a.tar', '--transform=flags=h;s,^a$,../../etc/passwd,', 'a', 'b');
  await refused(join(relative, 'a.tar'), /entry "b" climbs out with \.\./);
});

test('refused: device nodes and FIFOs (made with mknod as root)', async () => {
  const dir = fresh('devices');
  mkdirSync(join(dir, 'src'));
  execFileSync('mknod', [join(dir, 'src/null'), 'c', '1', '3']);
  gnuTar(join(dir, 'src'), '-cf', join(dir, 'char.tar'), 'null');
  await refused(join(dir, 'char.tar'), /entry "null" is a device file/);
  mkdirSync(join(dir, 'block'));
  execFileSync('mknod', [join(dir, 'block/loop'), 'b', '7', '200']);
  gnuTar(join(dir, 'block'), '-cf', join(dir, 'block.tar'), 'loop');
  await refused(join(dir, 'block.tar'), /entry "loop" is a device file/);
  mkdirSync(join(dir, 'fifo'));
  execFileSync('mkfifo', [join(dir, 'fifo/pipe')]);
  gnuTar(join(dir, 'fifo'), '-cf', join(dir, 'fifo.tar'), 'pipe');
  await refused(join(dir, 'fifo.tar'), /entry "pipe" is a FIFO/);
});

test('refused: content past the size cap (a sparse file), and GNU sparse entries', async () => {
  const dir = fresh('sparse');
  writeFileSync(join(dir, 'big'), '');
  truncateSync(join(dir, 'big'), 64 * 1024 * 1024);
  gnuTar(dir, '-czf', 'big.tgz', 'big');
  const started = performance.now();
  await refused(join(dir, 'big.tgz'), /entry "big" takes the content past the limit of 1048576 bytes/, {
    maxBytes: 1024 * 1024,
  });
  // Refused at its header, before its 64 MiB are decompressed.
  assert.ok(performance.now() - started < 2000);
  gnuTar(dir, '-cSf', 'sparse.tar', 'big');
  await refused(join(dir, 'sparse.tar'), /entry "big" is a SparseFile entry/);
});

test('refused: a gzip bomb (a small archive followed by a flood of zeros)', async () => {
  const dir = fresh('bomb');
  writeFileSync(join(dir, 'tiny'), 'x');
  gnuTar(dir, '-cf', 'tiny.tar', 'tiny');
  const flood = Buffer.concat([readFileSync(join(dir, 'tiny.tar')), Buffer.alloc(256 * 1024 * 1024)]);
  const bomb = gzipSync(flood, { level: 1 });
  assert.ok(bomb.length < 2 * 1024 * 1024, 'the bomb is small');
  writeFileSync(join(dir, 'bomb.tar.gz'), bomb);
  await refused(join(dir, 'bomb.tar.gz'), /decompresses to more than \d+ bytes/, {
    maxBytes: 1024 * 1024,
    maxEntries: 10,
  });
});

test('refused: more entries than the cap', async () => {
  const dir = fresh('many');
  for (let i = 0; i < 12; i += 1) writeFileSync(join(dir, `f${i}`), String(i));
  gnuTar(dir, '-cf', join(scratch, 'many.tar'), '.');
  await refused(join(scratch, 'many.tar'), /is past the limit of 5 entries/, { maxEntries: 5 });
});

test('refused: bytes that are no tar, and a truncated tar.gz', async () => {
  const dir = fresh('garbage');
  writeFileSync(
    join(dir, 'garbage.tar'),
    Buffer.from('this is not a tar archive at all, just text\n'.repeat(40)),
  );
  await refused(join(dir, 'garbage.tar'), /cannot be read as tar or tar\.gz|is refused/);
  const src = sourceTree();
  gnuTar(src, '-czf', join(dir, 'whole.tgz'), '.');
  const whole = readFileSync(join(dir, 'whole.tgz'));
  writeFileSync(join(dir, 'cut.tgz'), whole.subarray(0, Math.floor(whole.length / 2)));
  await refused(join(dir, 'cut.tgz'), /cannot be read as tar or tar\.gz|is refused/);
});

test('a destination that is not empty is refused before anything is read', async () => {
  const src = sourceTree();
  const archive = join(fresh('x'), 'a.tar');
  gnuTar(src, '-cf', archive, '.');
  const destination = fresh('full');
  writeFileSync(join(destination, 'keep'), 'mine');
  try {
    await unpackArchive({ archive, destination });
    assert.unreachable('unpacked into a full directory');
  } catch (error) {
    assert.is((error as GitshiftError).code, 'BUILD_SOURCE_FAILED');
    assert.match((error as Error).message, /is not empty/);
  }
  assert.equal(readdirSync(destination), ['keep']);
});

test('an aborted unpack stops with ABORTED and leaves nothing', async () => {
  const src = sourceTree();
  const archive = join(fresh('abort'), 'a.tar');
  gnuTar(src, '-cf', archive, '.');
  const destination = fresh('aborted');
  const controller = new AbortController();
  controller.abort(new Error('stop'));
  try {
    await unpackArchive({ archive, destination, signal: controller.signal });
    assert.unreachable('unpacked after abort');
  } catch (error) {
    assert.is((error as GitshiftError).code, 'ABORTED');
  }
  assert.equal(readdirSync(destination), []);
});

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test.run();
