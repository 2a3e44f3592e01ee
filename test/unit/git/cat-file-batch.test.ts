import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { readBlobs, type WantedBlob } from '../../../src/git/cat-file-batch.js';
import type { GitRunner, GitRunResult } from '../../../src/git/git-runner.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const answer = (oid: string, content: string): string =>
  `${oid} blob ${Buffer.byteLength(content)}\n${content}\n`;

/** A git that answers with `output`, streamed in chunks of `chunk` bytes; it records how far it got before being stopped. */
function fakeGit(output: string | Buffer, chunk: number): { git: GitRunner; sent: () => number } {
  let sent = 0;
  const bytes = Buffer.from(output);
  const git: GitRunner = {
    run(_args, { onStdout }) {
      const done: GitRunResult = { exitCode: 0, stdout: Buffer.alloc(0), stderr: '' };
      if (onStdout === undefined) return Promise.resolve({ ...done, stdout: bytes });
      try {
        for (let at = 0; at < bytes.length; at += chunk) {
          const piece = bytes.subarray(at, at + chunk);
          sent += piece.length;
          onStdout(piece);
        }
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve(done);
    },
  };
  return { git, sent: () => sent };
}

const wanted: WantedBlob[] = [
  { oid: A, size: 5 },
  { oid: B, size: 0 },
];

for (const chunk of [1, 2, 7, 1000]) {
  test(`blobs are parsed as they stream, in chunks of ${chunk} byte(s)`, async () => {
    const { git } = fakeGit(answer(A, 'hello') + answer(B, ''), chunk);
    const blobs = await readBlobs(git, '/repo', wanted);
    assert.is(Buffer.from(blobs.get(A) ?? []).toString(), 'hello');
    assert.is(blobs.get(B)?.length, 0);
  });
}

test('a runner that does not stream is read from its collected stdout', async () => {
  const git: GitRunner = {
    run: () =>
      Promise.resolve({ exitCode: 0, stdout: Buffer.from(answer(A, 'hello') + answer(B, '')), stderr: '' }),
  };
  assert.is(Buffer.from((await readBlobs(git, '/repo', wanted)).get(A) ?? []).toString(), 'hello');
});

const refusals: [string, string | Buffer, RegExp][] = [
  [
    'a header larger than the tree said',
    `${A} blob 1073741824\n${'\0'.repeat(4096)}`,
    /blob 1073741824' for blob a+ of 5 bytes/,
  ],
  ['another object than asked for', answer(B, 'hello'), /for blob a+ of 5/],
  ['a missing object', `${A} missing\n`, /missing' for blob/],
  ['a tree', `${A} tree 5\nxxxxx\n`, /tree 5'/],
  ['a blob longer than its header', `${A} blob 5\nhello, world\n`, /longer than its header/],
  ['a header that never ends', 'x'.repeat(100_000), /not a blob header/],
  ['an answer cut short', `${A} blob 5\nhel`, /stops after 0 of 2 blobs/],
];
for (const [name, output, message] of refusals) {
  test(`cat-file answering with ${name} is a typed error, and stops the read there`, async () => {
    const { git, sent } = fakeGit(output, 64);
    try {
      await readBlobs(git, '/repo', wanted);
      assert.unreachable('read');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'GIT_UNREADABLE');
      assert.match((error as Error).message, message);
    }
    assert.ok(sent() <= 384, `read on for ${sent()} bytes`);
  });
}

test('nothing wanted runs no git', async () => {
  const git: GitRunner = { run: () => Promise.reject(new Error('ran git')) };
  assert.is((await readBlobs(git, '/repo', [])).size, 0);
});

test.run();
