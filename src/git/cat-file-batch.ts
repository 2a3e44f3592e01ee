import { GitshiftError } from '../errors/index.js';
import type { GitRunner } from './git-runner.js';

/** A blob to read, with its size as the tree lists it (`git ls-tree -l`). */
export interface WantedBlob {
  readonly oid: string;
  readonly size: number;
}

// `<oid> blob <size>` is under 100 bytes even with SHA-256 ids; anything longer is not a header.
const MAX_HEADER_BYTES = 256;

/**
 * The contents of many blobs from one `git cat-file --batch`: one process for
 * the whole tree instead of one per file. Each answer is
 * `<oid> blob <size>\n<bytes>\n`, parsed as it streams: each blob is copied
 * into a buffer of the size the tree gave, so nothing but the wanted bytes is
 * ever held. An answer other than the one expected (another object, another
 * size, a missing one) stops git at its header and is a typed error.
 */
export async function readBlobs(
  git: GitRunner,
  dir: string,
  wanted: readonly WantedBlob[],
): Promise<Map<string, Uint8Array>> {
  const byOid = new Map(wanted.map((blob) => [blob.oid, blob]));
  const parser = new BatchParser(dir, [...byOid.values()]);
  if (byOid.size === 0) return parser.blobs;
  const result = await git.run(['cat-file', '--batch', '--buffer'], {
    cwd: dir,
    input: `${[...byOid.keys()].join('\n')}\n`,
    onStdout: (chunk) => parser.push(chunk),
  });
  if (result.exitCode !== 0) {
    throw new GitshiftError('GIT_UNREADABLE', `cannot read blobs of ${dir}: ${result.stderr.trim()}`, {
      dir,
    });
  }
  // A runner that does not stream hands the whole answer over at the end.
  if (result.stdout.length > 0) parser.push(result.stdout);
  parser.end();
  return parser.blobs;
}

/** The state of one `cat-file --batch` answer between chunks: a header being read, a blob being filled, or its newline. */
class BatchParser {
  readonly blobs = new Map<string, Uint8Array>();
  private next = 0;
  private header: Buffer[] = [];
  private headerBytes = 0;
  private blob: { readonly oid: string; readonly bytes: Buffer; filled: number } | undefined;
  private newlineDue = false;

  constructor(
    private readonly dir: string,
    private readonly wanted: readonly WantedBlob[],
  ) {}

  push(chunk: Buffer): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.blob !== undefined) {
        const { bytes } = this.blob;
        const copied = chunk.copy(bytes, this.blob.filled, at, at + bytes.length - this.blob.filled);
        this.blob.filled += copied;
        at += copied;
        if (this.blob.filled === bytes.length) this.finishBlob();
      } else if (this.newlineDue) {
        if (chunk[at] !== 0x0a) this.fail('a blob longer than its header said');
        this.newlineDue = false;
        at += 1;
      } else {
        const newline = chunk.indexOf(0x0a, at);
        const end = newline < 0 ? chunk.length : newline;
        this.header.push(chunk.subarray(at, end));
        this.headerBytes += end - at;
        if (this.headerBytes > MAX_HEADER_BYTES) this.fail('an answer that is not a blob header');
        if (newline < 0) return;
        at = newline + 1;
        this.startBlob(Buffer.concat(this.header).toString('utf8'));
      }
    }
  }

  /** Checks that every wanted blob came, whole. */
  end(): void {
    if (
      this.blob !== undefined ||
      this.newlineDue ||
      this.headerBytes > 0 ||
      this.next < this.wanted.length
    ) {
      this.fail(`an answer that stops after ${this.blobs.size} of ${this.wanted.length} blobs`);
    }
  }

  private startBlob(header: string): void {
    this.header = [];
    this.headerBytes = 0;
    const expected = this.wanted[this.next++];
    if (expected === undefined) this.fail(`'${header}', more than was asked for`);
    const [oid, type, size, ...rest] = header.split(' ');
    if (oid !== expected.oid || type !== 'blob' || size !== String(expected.size) || rest.length > 0) {
      this.fail(`'${header}' for blob ${expected.oid} of ${expected.size} bytes`);
    }
    this.blob = { oid, bytes: Buffer.allocUnsafe(expected.size), filled: 0 };
    if (expected.size === 0) this.finishBlob();
  }

  private finishBlob(): void {
    if (this.blob === undefined) return;
    this.blobs.set(this.blob.oid, this.blob.bytes);
    this.blob = undefined;
    this.newlineDue = true;
  }

  private fail(what: string): never {
    throw new GitshiftError('GIT_UNREADABLE', `${this.dir}: git cat-file answered with ${what}`, {
      dir: this.dir,
    });
  }
}
