/**
 * A write-back writer in its own process, for the tests that need separate
 * processes (concurrent writers, kill -9). Reads its job from the JSON file
 * named by argv[2] and prints one JSON line per settled edit on stdout.
 *
 *   node --import tsx writer-child.ts job.json
 */
import { readFileSync } from 'node:fs';
import type { WriteBackEdit } from '../../src/writeback/write-back-edit.js';
import { WriteBack } from '../../src/writeback/write-back.js';
import { GitshiftError } from '../../src/errors/index.js';

export interface WriterJob {
  readonly url: string;
  readonly workDir: string;
  readonly edits: WriteBackEdit[];
  /** Milliseconds between requests; 0 asks for all at once. */
  readonly paceMs: number;
  readonly maxBatch?: number;
}

export interface WriterLine {
  readonly event: 'settled' | 'failed' | 'journaled';
  readonly image?: string;
  readonly status?: string;
  readonly commit?: string;
  readonly latencyMs?: number;
  readonly code?: string;
}

const print = (line: WriterLine): boolean => process.stdout.write(`${JSON.stringify(line)}\n`);

async function main(): Promise<void> {
  const path = process.argv[2];
  if (path === undefined) throw new Error('usage: writer-child.ts job.json');
  const job = JSON.parse(readFileSync(path, 'utf8')) as WriterJob;
  const writer = await WriteBack.open({
    url: job.url,
    branch: 'main',
    workDir: job.workDir,
    ...(job.maxBatch === undefined ? {} : { maxBatch: job.maxBatch }),
    log: (event) => process.stderr.write(`${JSON.stringify(event)}\n`),
  });
  const settled: Promise<void>[] = [];
  for (const [i, edit] of job.edits.entries()) {
    const image = edit.type === 'image-stream-tag' ? edit.image : String(i);
    const started = performance.now();
    settled.push(
      writer.request(edit, { source: 'test', event: 'push', deliveryId: `d-${i}` }).then(
        (outcome) =>
          void print({
            event: 'settled',
            image,
            status: outcome.status,
            latencyMs: performance.now() - started,
            ...(outcome.status === 'committed' ? { commit: outcome.commit } : {}),
          }),
        (error: unknown) =>
          void print({
            event: 'failed',
            image,
            code: error instanceof GitshiftError ? error.code : String(error),
          }),
      ),
    );
    if (job.paceMs > 0)
      await new Promise((resolve) => setTimeout(resolve, job.paceMs * (0.5 + Math.random())));
  }
  print({ event: 'journaled' });
  await Promise.all(settled);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
