/**
 * Binary-build archives no tar program writes (issue 17 item 3): headers made
 * byte by byte, so an entry can say anything — a pax or GNU long name that
 * climbs out, a device without mknod, a link to /. Each is refused with
 * BUILD_ARCHIVE_INVALID, leaves the destination empty, and writes nothing
 * beside it. The ordinary hostile archives are in
 * test/integration/builds/archive-unpack.test.ts.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { unpackArchive } from '../../../src/builds/source/unpack-archive.js';
import { GitshiftError } from '../../../src/errors/index.js';

interface Entry {
  readonly name: string;
  /** '0' file, '1' hard link, '2' symlink, '3' char device, '4' block device, '5' directory, '6' FIFO, 'x' pax, 'g' global pax, 'L' GNU long name, 'V' volume label. */
  readonly type: string;
  readonly body?: string;
  readonly linkname?: string;
}

/** One 512-byte ustar header and its body, padded to whole blocks. */
function block({ name, type, body = '', linkname = '' }: Entry): Buffer {
  const header = Buffer.alloc(512);
  const put = (text: string, offset: number, length: number): void => {
    header.write(text.slice(0, length), offset, length, 'utf8');
  };
  const octal = (n: number, length: number): string => `${n.toString(8).padStart(length - 1, '0')}\0`;
  const data = Buffer.from(body);
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(data.length, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put(type, 156, 1);
  put(linkname, 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  header.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  const padded = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(padded);
  return Buffer.concat([header, padded]);
}

/** A pax record `<length> <key>=<value>\n`, its length counting itself. */
function pax(key: string, value: string): string {
  const rest = ` ${key}=${value}\n`;
  let length = rest.length + 1;
  while (String(length).length + rest.length !== length) length = String(length).length + rest.length;
  return `${length}${rest}`;
}

const archiveOf = (entries: readonly Entry[]): Buffer =>
  gzipSync(Buffer.concat([...entries.map(block), Buffer.alloc(1024)]));

const file = (name: string): Entry => ({ name, type: '0', body: 'x\n' });

const CASES: readonly [string, readonly Entry[], RegExp][] = [
  [
    'a pax path header that climbs out (../../x) over a harmless name',
    [{ name: 'PaxHeader/ok', type: 'x', body: pax('path', '../../pax-escape') }, file('ok')],
    /pax-escape|\.\./,
  ],
  [
    'a GNU long name (././@LongLink) that climbs out',
    [{ name: '././@LongLink', type: 'L', body: '../../gnu-escape\0' }, file('ok')],
    /gnu-escape|\.\.|LongLink|entry/,
  ],
  ['a name that climbs out after going in (a/../../x)', [file('a/../../climb')], /\.\./],
  ['a name that is only ..', [{ name: '..', type: '5' }], /\.\./],
  [
    'a hard link to /etc/passwd',
    [{ name: 'passwd', type: '1', linkname: '/etc/passwd' }],
    /passwd|link|absolute/,
  ],
  [
    'a symbolic link to / and a file written through it',
    [{ name: 'root', type: '2', linkname: '/' }, file('root/tmp/gitshift-through-root')],
    /root|link/,
  ],
  [
    'a symbolic link climbing to the top (../../../..)',
    [{ name: 'up', type: '2', linkname: '../../../..' }],
    /up|link|\.\./,
  ],
  [
    'a character device (/dev/null’s numbers) written without mknod',
    [{ name: 'null', type: '3' }],
    /device|null|type/,
  ],
  ['a block device', [{ name: 'disk', type: '4' }], /device|disk|type/],
  ['a FIFO', [{ name: 'pipe', type: '6' }], /FIFO|pipe|type/],
  ['a volume label', [{ name: 'label', type: 'V' }], /label|type|entry/],
];

const scratch = mkdtempSync(join(tmpdir(), 'gitshift-hostile-archive-'));

for (const [name, entries, reason] of CASES) {
  test(`refused, nothing written: ${name}`, async () => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const archive = join(dir, 'upload.tar.gz');
    writeFileSync(archive, archiveOf(entries));
    const destination = join(dir, 'out');
    mkdirSync(destination);
    const outcome = await unpackArchive({ archive, destination }).then(
      () => undefined,
      (error: unknown) => error,
    );
    const unpacked = readdirSync(destination, { recursive: true });
    assert.instance(outcome, GitshiftError, `unpacked: ${JSON.stringify(unpacked)}`);
    assert.is((outcome as GitshiftError).code, 'BUILD_ARCHIVE_INVALID', (outcome as Error).message);
    assert.match((outcome as Error).message, reason);
    assert.equal(unpacked, [], 'nothing left in the destination');
    assert.equal(readdirSync(dir).sort(), ['out', 'upload.tar.gz'], 'nothing written beside it');
    assert.equal(
      readdirSync(tmpdir()).filter(
        (entry) => entry.startsWith('gitshift-global-escape') || entry.startsWith('gitshift-through-root'),
      ),
      [],
      'nothing written in /tmp',
    );
  });
}

/** Headers that look like an escape but, read as tar defines them, name a file inside. */
const HARMLESS: readonly [string, readonly Entry[]][] = [
  [
    'a global pax header naming an absolute path (it names no entry)',
    [{ name: 'pax_global_header', type: 'g', body: pax('path', '/tmp/gitshift-global-escape') }, file('ok')],
  ],
  ['a name with a NUL in the middle (ustar names end at the NUL)', [file('ok\u0000/../../nul-escape')]],
];

for (const [name, entries] of HARMLESS) {
  test(`unpacked inside only, nothing written elsewhere: ${name}`, async () => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    const archive = join(dir, 'upload.tar.gz');
    writeFileSync(archive, archiveOf(entries));
    const destination = join(dir, 'out');
    mkdirSync(destination);
    await unpackArchive({ archive, destination });
    assert.equal(readdirSync(destination, { recursive: true }), ['ok']);
    assert.equal(readdirSync(dir).sort(), ['out', 'upload.tar.gz']);
    assert.not.ok(readdirSync(tmpdir()).some((entry) => entry.startsWith('gitshift-global-escape')));
  });
}

test.after(() => rmSync(scratch, { recursive: true, force: true }));

test.run();
