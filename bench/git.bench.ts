/**
 * Git: snapshot reads of a 10,000-file tree, the diff of two commits and an
 * incremental fetch — each with the system git (what gitshift uses) beside
 * isomorphic-git where it can do the same — and write-back latency with five
 * concurrent writer processes and a person committing to the same branch
 * (and, for comparison, five sources sharing one writer per branch, which is
 * how gitshift is deployed).
 *
 *   npm run bench:git
 *
 * The final line's writeback_p99 is that of the five racing writer processes
 * at the nominal rate; lost counts edits missing at the end of every scenario.
 *
 * Ends with one line: `git: writeback_p99=<ms>ms lost=<n> fetch=<ms>ms`.
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import git from 'isomorphic-git';
import { changedProjects } from '../src/source/changed-projects.js';
import { fetchBranch } from '../src/git/fetch-branch.js';
import { systemGit } from '../src/git/git-runner.js';
import { readGitSnapshot } from '../src/git/read-git-snapshot.js';
import type { WriteBackEdit } from '../src/writeback/write-back-edit.js';
import { WriteBack } from '../src/writeback/write-back.js';
import { readGitSnapshotIsomorphic } from '../src/git/read-git-snapshot-isomorphic.js';

const FILES = 10_000;
const WRITERS = 5;
const HUMAN_PAUSE_MS = 1000;

/** How fast edits arrive at each writer. */
interface Load {
  readonly name: string;
  /** One WriteBack for all five sources (one writer per branch, as deployed), or one each (five racing writers). */
  readonly sharedWriter: boolean;
  readonly editsPerWriter: number;
  readonly minGapMs: number;
  readonly maxGapMs: number;
}

// Nominal: each writer gets a registry notification every 0.5-1.5 s (5 edits/s in all, far above
// what one config repository sees). Stress: every 0.1-0.3 s (25 edits/s), to show where it bends.
const NOMINAL: Load = {
  name: 'nominal',
  sharedWriter: false,
  editsPerWriter: 30,
  minGapMs: 500,
  maxGapMs: 1500,
};
const ONE_WRITER: Load = {
  name: 'one-writer',
  sharedWriter: true,
  editsPerWriter: 30,
  minGapMs: 500,
  maxGapMs: 1500,
};
const STRESS: Load = {
  name: 'stress',
  sharedWriter: false,
  editsPerWriter: 40,
  minGapMs: 100,
  maxGapMs: 300,
};
const run = promisify(execFile);

const sh = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function time<T>(body: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await body();
  return [performance.now() - start, value];
}

/** A bare repository with FILES manifests in 1,000 projects, made in one `git fast-import`. */
function makeBigRepository(root: string): string {
  const dir = join(root, 'big.git');
  sh(root, 'init', '--quiet', '--bare', '--initial-branch=main', dir);
  const parts: string[] = ['commit refs/heads/main\ncommitter Bench <b@e> 1700000000 +0000\ndata 4\nseed\n'];
  for (let i = 0; i < FILES; i++) {
    const body = `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings-${i}\ndata:\n  LOG_LEVEL: info\n  NOTE: "${'x'.repeat(200)}"\n`;
    parts.push(
      `M 100644 inline projects/project-${Math.floor(i / 10)}/file-${i}.yaml\ndata ${Buffer.byteLength(body)}\n${body}\n`,
    );
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: parts.join('') });
  return dir;
}

/** The peer of changedProjects: isomorphic-git walking both trees, skipping equal subtrees. */
async function changedPathsIsomorphic(gitdir: string, from: string, to: string): Promise<string[]> {
  const changed: string[] = [];
  await git.walk({
    fs,
    gitdir,
    trees: [git.TREE({ ref: from }), git.TREE({ ref: to })],
    map: async (path, [a, b]) => {
      const [oidA, oidB] = await Promise.all([a?.oid(), b?.oid()]);
      if (oidA === oidB && path !== '.') return null; // equal subtree or file: do not descend
      if ((await b?.type()) === 'blob' || (await a?.type()) === 'blob') changed.push(path);
      return path;
    },
  });
  return changed;
}

interface SnapshotFigures {
  readonly snapshotSystem: number;
  readonly snapshotIsomorphic: number;
  readonly diffSystem: number;
  readonly diffIsomorphic: number;
}

async function benchSnapshots(root: string): Promise<SnapshotFigures> {
  const dir = makeBigRepository(root);
  const gitRunner = systemGit();
  const system: number[] = [];
  for (let i = 0; i < 5; i++)
    system.push((await time(() => readGitSnapshot({ dir, ref: 'main', git: gitRunner })))[0]);
  const isomorphic: number[] = [];
  for (let i = 0; i < 2; i++)
    isomorphic.push((await time(() => readGitSnapshotIsomorphic({ dir, ref: 'main' })))[0]);

  // Diff of two commits that differ in one file.
  const work = join(root, 'big-work');
  sh(root, 'clone', '--quiet', '--no-checkout', dir, work);
  const before = sh(work, 'rev-parse', 'HEAD');
  sh(work, 'read-tree', 'HEAD');
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: work,
    input: 'kind: ConfigMap\n',
  })
    .toString()
    .trim();
  sh(work, 'update-index', '--add', '--cacheinfo', `100644,${blob},projects/project-7/file-70.yaml`);
  const tree = sh(work, 'write-tree');
  const after = execFileSync('git', ['commit-tree', tree, '-p', before, '-m', 'one file'], { cwd: work })
    .toString()
    .trim();
  const diffSystem: number[] = [];
  const diffIso: number[] = [];
  for (let i = 0; i < 5; i++) {
    const [ms, change] = await time(() => changedProjects(work, before, after, { git: gitRunner }));
    if (change.projects.join() !== 'project-7') throw new Error(`diff found ${change.projects.join()}`);
    diffSystem.push(ms);
    const [isoMs, paths] = await time(() => changedPathsIsomorphic(join(work, '.git'), before, after));
    if (paths.join() !== 'projects/project-7/file-70.yaml')
      throw new Error(`isomorphic diff found ${paths.join()}`);
    diffIso.push(isoMs);
  }
  return {
    snapshotSystem: median(system),
    snapshotIsomorphic: median(isomorphic),
    diffSystem: median(diffSystem),
    diffIsomorphic: median(diffIso),
  };
}

/** One-commit incremental fetches from a local remote holding the 10,000-file tree. */
async function benchFetch(root: string): Promise<number[]> {
  const remote = join(root, 'big.git');
  const mirror = join(root, 'mirror');
  sh(root, 'clone', '--quiet', '--bare', remote, mirror);
  sh(mirror, 'fetch', '--quiet', 'origin', '+refs/heads/main:refs/remotes/origin/main');
  const author = join(root, 'author');
  sh(root, 'clone', '--quiet', remote, author);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    writeFileSync(join(author, 'projects/project-3/file-30.yaml'), `kind: ConfigMap\n# change ${i}\n`);
    sh(author, '-c', 'user.name=B', '-c', 'user.email=b@e', 'commit', '--quiet', '-am', `change ${i}`);
    sh(author, 'push', '--quiet', 'origin', 'HEAD:main');
    const expected = sh(author, 'rev-parse', 'HEAD');
    const [ms, head] = await time(() => fetchBranch({ dir: mirror, branch: 'main' }));
    if (head !== expected) throw new Error(`fetched ${head}, expected ${expected}`);
    times.push(ms);
  }
  return times;
}

const STREAMS = ['web', 'api', 'worker'];

/** Five writers and a person on one branch; the latency of each edit from request to commit on the remote. */
async function benchWriteBack(
  root: string,
  load: Load,
  traceDir?: string,
): Promise<{ latencies: number[]; lost: number; commits: number; human: number }> {
  root = join(root, load.name);
  fs.mkdirSync(root);
  const remote = join(root, 'config.git');
  sh(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = join(root, 'seed');
  sh(root, 'clone', '--quiet', remote, seed);
  for (let p = 0; p < 5; p++) {
    fs.mkdirSync(join(seed, `projects/app-${p}`), { recursive: true });
    const docs = STREAMS.map(
      (s) => `# ${s}\napiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: ${s}\n`,
    );
    writeFileSync(join(seed, `projects/app-${p}/images.yaml`), docs.join('---\n'));
  }
  writeFileSync(join(seed, 'NOTES.md'), '# notes\n');
  sh(seed, 'add', '--all');
  sh(seed, '-c', 'user.name=B', '-c', 'user.email=b@e', 'commit', '--quiet', '-m', 'seed');
  sh(seed, 'push', '--quiet', 'origin', 'HEAD:main');

  const url = `file://${remote}`;
  let done = false;
  let human = 0;
  const person = (async () => {
    const g = (...args: string[]) =>
      run('git', ['-c', 'user.name=P', '-c', 'user.email=p@e', ...args], { cwd: seed });
    while (!done) {
      for (;;) {
        await g('fetch', '--quiet', 'origin');
        await g('reset', '--quiet', '--hard', 'origin/main');
        fs.appendFileSync(join(seed, 'NOTES.md'), `- note ${human}\n`);
        await g('commit', '--quiet', '-am', `note ${human}`);
        if (
          await g('push', '--quiet', 'origin', 'HEAD:main').then(
            () => true,
            () => false,
          )
        )
          break;
      }
      human++;
      await new Promise((resolve) => setTimeout(resolve, HUMAN_PAUSE_MS));
    }
  })();

  const latencies: number[] = [];
  let failed = 0;
  let commits = 0;
  const record = (line: WriterReport): void => {
    if (line.latencyMs !== undefined) latencies.push(line.latencyMs);
    if (line.failed === true) failed++;
    if (line.commits !== undefined) commits += line.commits;
  };
  if (load.sharedWriter) {
    const writer = await WriteBack.open({
      url,
      branch: 'main',
      workDir: join(root, 'writer'),
      log: (e) => void (e.type === 'pushed' && commits++),
    });
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => feedWriter(writer, w, load, record)));
  } else {
    // Racing writers are separate processes, as separate gitshift instances would be.
    await Promise.all(
      Array.from({ length: WRITERS }, (_, w) =>
        writerProcess(
          {
            url,
            workDir: join(root, `writer-${w}`),
            source: w,
            load,
            ...(traceDir === undefined ? {} : { traceFile: join(traceDir, `${load.name}.jsonl`) }),
          },
          record,
        ),
      ),
    );
  }
  const expected = Array.from({ length: WRITERS }, (_, w) =>
    Array.from({ length: load.editsPerWriter }, (_, i) => imageOf(w, i)),
  ).flat();
  done = true;
  await person;
  const final = join(root, 'final');
  sh(root, 'clone', '--quiet', remote, final);
  const text = fs
    .readdirSync(join(final, 'projects'))
    .map((p) => readFileSync(join(final, 'projects', p, 'images.yaml'), 'utf8'))
    .join('\n');
  const missing = expected.filter((image) => !text.includes(`image: ${image}`)).length;
  if (sh(final, 'rev-list', '--merges', 'HEAD') !== '') throw new Error('history is not linear');
  return { latencies, lost: missing + failed, commits, human };
}

const imageOf = (source: number, i: number): string =>
  `sha256:${(source * 1000 + i).toString(16).padStart(64, '0')}`;

interface WriterReport {
  readonly latencyMs?: number;
  readonly failed?: boolean;
  readonly commits?: number;
}

/** Asks `writer` for source `source`'s edits, spaced as `load` says; reports each edit's latency. */
async function feedWriter(
  writer: WriteBack,
  source: number,
  load: Load,
  report: (line: WriterReport) => void,
): Promise<void> {
  const pending: Promise<void>[] = [];
  for (let i = 0; i < load.editsPerWriter; i++) {
    const image = imageOf(source, i);
    const edit: WriteBackEdit = {
      type: 'image-stream-tag',
      project: `app-${(source + i) % 5}`,
      stream: STREAMS[i % STREAMS.length] ?? 'web',
      tag: 'latest',
      image,
      dockerImageReference: `reg/app@${image}`,
      created: '2026-11-22T10:00:00Z',
      // Lost edits are counted by looking for each in the file: none may leave it for Git history.
      historyLimit: 10_000,
    };
    const start = performance.now();
    pending.push(
      writer.request(edit, { source: 'bench', event: 'push' }).then(
        () => report({ latencyMs: performance.now() - start }),
        () => report({ failed: true }),
      ),
    );
    const gap = load.minGapMs + Math.random() * (load.maxGapMs - load.minGapMs);
    await new Promise((resolve) => setTimeout(resolve, gap));
  }
  await Promise.all(pending);
}

interface WriterJob {
  readonly url: string;
  readonly workDir: string;
  readonly source: number;
  readonly load: Load;
  /** Append every write-back event, time-stamped, to this file (`--trace DIR`). */
  readonly traceFile?: string;
}

/** This file run as `--writer <job>`: one writer process, reporting JSON lines on stdout. */
async function runAsWriter(job: WriterJob): Promise<void> {
  let commits = 0;
  const { traceFile } = job;
  const print = (line: WriterReport): void => {
    process.stdout.write(`${JSON.stringify(line)}\n`);
    if (traceFile !== undefined)
      fs.appendFileSync(
        traceFile,
        `${JSON.stringify({ at: Date.now(), writer: job.source, type: 'edit', ...line })}\n`,
      );
  };
  const writer = await WriteBack.open({
    url: job.url,
    branch: 'main',
    workDir: job.workDir,
    log: (e) => {
      if (e.type === 'pushed') commits++;
      if (traceFile !== undefined)
        fs.appendFileSync(traceFile, `${JSON.stringify({ at: Date.now(), writer: job.source, ...e })}\n`);
    },
  });
  await feedWriter(writer, job.source, job.load, print);
  print({ commits });
}

function writerProcess(job: WriterJob, report: (line: WriterReport) => void): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--writer', JSON.stringify(job)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let buffered = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const lines = (buffered + chunk).split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line !== '') report(JSON.parse(line) as WriterReport);
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`writer ${job.source} exited with ${code}`)),
    ),
  );
}

const fmt = (ms: number): string => `${Math.round(ms).toLocaleString('en-US')} ms`;

/**
 * `--only writeback` runs just the racing-writer scenarios (`--scenario nominal|stress` picks one);
 * `--trace DIR` writes each racing writer's events, time-stamped, to DIR/<scenario>.jsonl.
 */
function benchOptions(args: readonly string[]): {
  writeBackOnly: boolean;
  traceDir: string | undefined;
  scenario: string | undefined;
} {
  const value = (flag: string): string | undefined => {
    const at = args.indexOf(flag);
    return at < 0 ? undefined : args[at + 1];
  };
  const traceDir = value('--trace');
  if (traceDir !== undefined) fs.mkdirSync(traceDir, { recursive: true });
  return { writeBackOnly: value('--only') === 'writeback', traceDir, scenario: value('--scenario') };
}

async function writeBackOnly(
  root: string,
  traceDir: string | undefined,
  scenario: string | undefined,
): Promise<void> {
  for (const load of [NOMINAL, STRESS].filter((l) => scenario === undefined || l.name === scenario)) {
    const wb = await benchWriteBack(root, load, traceDir);
    console.log(
      `write-back (${load.name}): p50 ${fmt(percentile(wb.latencies, 50))}, p99 ${fmt(percentile(wb.latencies, 99))}, max ${fmt(Math.max(...wb.latencies))}; ${wb.commits} write-back commits, ${wb.human} by the person, ${wb.lost} lost`,
    );
  }
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-bench-git-'));
  const options = benchOptions(process.argv.slice(2));
  try {
    if (options.writeBackOnly) return await writeBackOnly(root, options.traceDir, options.scenario);
    const snapshots = await benchSnapshots(root);
    console.log(
      `snapshot of ${FILES} files: system git ${fmt(snapshots.snapshotSystem)} (median of 5), isomorphic-git ${fmt(snapshots.snapshotIsomorphic)} (median of 2), ratio ${(snapshots.snapshotIsomorphic / snapshots.snapshotSystem).toFixed(1)}×`,
    );
    console.log(
      `diff of two commits (one file changed): system git ${fmt(snapshots.diffSystem)}, isomorphic-git ${fmt(snapshots.diffIsomorphic)} (medians of 5)`,
    );
    const fetches = await benchFetch(root);
    console.log(
      `incremental fetch of one commit (${FILES}-file repository, file:// remote): median ${fmt(median(fetches))}, max ${fmt(Math.max(...fetches))} over ${fetches.length}; isomorphic-git cannot fetch from file:// remotes`,
    );
    const results = [];
    for (const load of [NOMINAL, ONE_WRITER, STRESS]) {
      const wb = await benchWriteBack(root, load);
      results.push(wb);
      console.log(
        `write-back (${load.name}), ${WRITERS} ${load.sharedWriter ? 'sources into one writer' : 'writer processes'} × ${load.editsPerWriter} edits ${load.minGapMs}-${load.maxGapMs} ms apart + a person committing every ${HUMAN_PAUSE_MS / 1000} s: p50 ${fmt(percentile(wb.latencies, 50))}, p99 ${fmt(percentile(wb.latencies, 99))}, max ${fmt(Math.max(...wb.latencies))}; ${wb.commits} write-back commits, ${wb.human} by the person, ${wb.lost} lost`,
      );
    }
    const [nominal] = results;
    const lost = results.reduce((sum, wb) => sum + wb.lost, 0);
    console.log(
      `git: writeback_p99=${Math.round(percentile(nominal?.latencies ?? [], 99))}ms lost=${lost} fetch=${Math.round(median(fetches))}ms`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const [mode, job] = process.argv.slice(2);
if (mode === '--writer' && job !== undefined) await runAsWriter(JSON.parse(job) as WriterJob);
else await main();
