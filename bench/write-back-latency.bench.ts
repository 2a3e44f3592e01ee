/**
 * One writer, no contention: how long a write-back takes from request to
 * push, 60 edits in a row against a file:// remote. It isolates the cost of
 * one attempt from the races that bench/git.bench.ts measures, and can run
 * the same edits through another tree's WriteBack to compare versions:
 *
 *   npx tsx bench/write-back-latency.bench.ts                       # this tree
 *   git worktree add /tmp/before <rev>
 *   npx tsx bench/write-back-latency.bench.ts /tmp/before src/git/write-back.ts   # an older layout
 *
 * Last line: `write-back-latency: p50=<ms>ms p90=<ms>ms max=<ms>ms`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const EDITS = 60;
const tree = resolve(process.argv[2] ?? '.');
const module = process.argv[3] ?? 'src/writeback/write-back.ts';

interface Writer {
  request(edit: unknown, reason: unknown): Promise<unknown>;
}
const { WriteBack } = (await import(pathToFileURL(join(tree, module)).href)) as {
  WriteBack: { open(options: Record<string, unknown>): Promise<Writer> };
};

const sh = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const dir = mkdtempSync(join(tmpdir(), 'gitshift-wb-latency-'));
try {
  const remote = join(dir, 'remote.git');
  sh(dir, 'init', '--bare', '-q', '-b', 'main', remote);
  const work = join(dir, 'work');
  mkdirSync(join(work, 'projects/app'), { recursive: true });
  sh(work, 'init', '-q', '-b', 'main');
  writeFileSync(
    join(work, 'projects/app/images.yaml'),
    'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: web\nspec: {}\n',
  );
  writeFileSync(join(work, 'gitshift.yaml'), '{}\n');
  sh(work, 'add', '-A');
  sh(work, '-c', 'user.name=bench', '-c', 'user.email=bench@example.com', 'commit', '-q', '-m', 'init');
  sh(work, 'push', '-q', remote, 'main');
  const writer = await WriteBack.open({
    url: `file://${remote}`,
    branch: 'main',
    workDir: join(dir, 'writer'),
  });
  const latencies: number[] = [];
  for (let i = 0; i < EDITS; i++) {
    const image = `sha256:${i.toString(16).padStart(64, '0')}`;
    const started = performance.now();
    await writer.request(
      {
        type: 'image-stream-tag',
        project: 'app',
        stream: 'web',
        tag: 'latest',
        image,
        dockerImageReference: `reg.example/app@${image}`,
        created: '2026-11-22T10:00:00Z',
        historyLimit: 1000,
      },
      { source: 'bench', event: 'push' },
    );
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number): string => (latencies[Math.floor(q * (EDITS - 1))] as number).toFixed(1);
  console.log(`tree ${tree}, ${EDITS} edits in a row, one writer`);
  console.log(`write-back-latency: p50=${at(0.5)}ms p90=${at(0.9)}ms max=${at(1)}ms`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
