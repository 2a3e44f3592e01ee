/**
 * simple-git beside gitshift's own runner (src/git/git-runner.ts), for the
 * jobs gitshift starts git for (issue 13, item 9):
 *
 * - spawn: one short command (`rev-parse HEAD`), 200 times in a row;
 * - revision: `directoryRevision` (rev-parse, rev-parse HEAD, status), as
 *   `gitshift sync DIR` runs it, 50 times;
 * - snapshot: `readGitSnapshot` of a 10,000-file tree, whose blobs come from
 *   one streamed `git cat-file --batch --buffer` (simple-git through a
 *   GitRunner adapter: its `input` option for stdin, `outputHandler` for the
 *   stream), 5 times.
 *
 * Each variant runs in a child process of its own, so its peak RSS is its own.
 *
 *   npx tsx bench/git-runner.bench.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { simpleGit } from 'simple-git';
import { systemGit, type GitRunner } from '../src/git/git-runner.js';
import { readGitSnapshot } from '../src/git/read-git-snapshot.js';

const FILES = 10_000;
const SPAWNS = 200;
const REVISIONS = 50;
const SNAPSHOTS = 5;
const ROUNDS = 3;

/** simple-git behind the GitRunner interface: stdin by its `input` option, stdout streamed by `outputHandler`. */
function simpleGitRunner(): GitRunner {
  return {
    async run(args, { cwd, input, onStdout }) {
      const git = simpleGit({
        baseDir: cwd,
        ...(input === undefined ? {} : { input: () => Buffer.from(input) }),
      });
      if (onStdout !== undefined) git.outputHandler((_command, stdout) => stdout.on('data', onStdout));
      try {
        const out = await git.raw([...args]);
        return {
          exitCode: 0,
          stdout: onStdout === undefined ? Buffer.from(out) : Buffer.alloc(0),
          stderr: '',
        };
      } catch (error) {
        return { exitCode: 1, stdout: Buffer.alloc(0), stderr: (error as Error).message };
      }
    },
  };
}

/** The runner's version of src/cli/directory-revision.ts. */
async function directoryRevisionRunner(git: GitRunner, cwd: string): Promise<string | undefined> {
  const inside = await git.run(['rev-parse', '--is-inside-work-tree'], { cwd });
  if (inside.exitCode !== 0) return undefined;
  const head = (await git.run(['rev-parse', 'HEAD'], { cwd })).stdout.toString('utf8').trim();
  const changes = (await git.run(['status', '--porcelain', '--', '.'], { cwd })).stdout.toString('utf8');
  return changes.trim() === '' ? head : `${head}-dirty`;
}

async function directoryRevisionSimpleGit(cwd: string): Promise<string | undefined> {
  const git = simpleGit({ baseDir: cwd });
  if (!(await git.checkIsRepo())) return undefined;
  const head = (await git.revparse(['HEAD'])).trim();
  const changes = await git.raw(['status', '--porcelain', '--', '.']);
  return changes.trim() === '' ? head : `${head}-dirty`;
}

function makeRepository(root: string): string {
  const dir = join(root, 'work');
  execFileSync('git', ['init', '--quiet', '--initial-branch=main', dir]);
  const parts: string[] = ['commit refs/heads/main\ncommitter Bench <b@e> 1700000000 +0000\ndata 4\nseed\n'];
  for (let i = 0; i < FILES; i++) {
    const body = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings-${i}\ndata:\n  NOTE: "${'x'.repeat(200)}"\n`;
    parts.push(
      `M 100644 inline projects/project-${Math.floor(i / 10)}/file-${i}.yaml\ndata ${Buffer.byteLength(body)}\n${body}\n`,
    );
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: parts.join('') });
  execFileSync('git', ['reset', '--quiet', '--hard', 'main'], { cwd: dir });
  return dir;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function timed(times: number, work: () => Promise<unknown>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  return ms;
}

/** One variant, in this (child) process: prints `{ medianMs, totalMs, maxRssMiB }`. */
async function variant(name: string, dir: string): Promise<void> {
  const runner = name.endsWith('-simple-git') ? simpleGitRunner() : systemGit();
  let ms: number[];
  if (name.startsWith('spawn'))
    ms = await timed(SPAWNS, () => runner.run(['rev-parse', 'HEAD'], { cwd: dir }));
  else if (name === 'revision-runner')
    ms = await timed(REVISIONS, () => directoryRevisionRunner(runner, dir));
  else if (name === 'revision-simple-git') ms = await timed(REVISIONS, () => directoryRevisionSimpleGit(dir));
  else
    ms = await timed(SNAPSHOTS, async () => {
      const snapshot = await readGitSnapshot({ dir, git: runner, ref: 'HEAD' });
      if (snapshot.paths.length < FILES) throw new Error(`read ${snapshot.paths.length} files`);
    });
  const total = ms.reduce((a, b) => a + b, 0);
  const maxRssMiB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ medianMs: median(ms), totalMs: total, maxRssMiB }));
}

function main(): void {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-bench-runner-'));
  try {
    const dir = makeRepository(root);
    const self = fileURLToPath(import.meta.url);
    console.log(
      `git ${execFileSync('git', ['--version']).toString().trim()}, simple-git 4, node ${process.version}`,
    );
    // Alternating rounds, so that a busy moment of the machine does not fall on one side only.
    for (const job of ['spawn', 'revision', 'snapshot'])
      for (let round = 1; round <= ROUNDS; round++)
        for (const who of round % 2 === 1 ? ['runner', 'simple-git'] : ['simple-git', 'runner']) {
          const name = `${job}-${who}`;
          const out = execFileSync(process.execPath, ['--import', 'tsx', self, name, dir], {
            encoding: 'utf8',
          });
          const { medianMs, totalMs, maxRssMiB } = JSON.parse(out) as Record<string, number>;
          console.log(
            `${name.padEnd(20)} round ${round}: median ${medianMs?.toFixed(1)} ms, total ${totalMs?.toFixed(0)} ms, peak RSS ${maxRssMiB?.toFixed(0)} MiB`,
          );
        }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const [name, dir] = process.argv.slice(2);
if (name !== undefined && dir !== undefined) await variant(name, dir);
else main();
