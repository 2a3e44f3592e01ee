/**
 * The real-world corpus (test/fixtures/real-world/) at scale: every file whose
 * expectation is `ok`, each in a project folder of its own, copied ×N so the
 * repository holds about 1,000 projects (issue 12's "copied ×10"; the corpus
 * keeps fewer ok files than that figure assumed, so N is chosen from the count).
 *
 * - in process: load + validate + render of the whole repository from an
 *   in-memory snapshot, median of 5 runs, then this process's peak RSS and
 *   heap used (shown, but not the peak of the last line); every project must
 *   render with no error;
 * - the peer in the same run: yaml's parseAllDocuments + toJS (JSON.parse for
 *   JSON files) on the same files: the ratio says what gitshift adds to parsing;
 * - the built CLI: `node bin/gitshift.js validate <dir>` on the repository
 *   written to a temp dir, and on a one-project, one-ConfigMap repository
 *   (start-up), median wall time of 5 runs each; and the peak RSS of one
 *   validation of the corpus in a process of its own: the last line's peak.
 *
 *   npm run bench:corpus            (BENCH_PROJECTS=300 for a quick run)
 *
 * bench:corpus builds dist/ first, so the command measured is the one users run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { loadRepository } from '../src/model/load-repository.js';
import { createSchemaValidator } from '../src/model/schema-validator.js';
import { bundledSchemas } from '../src/model/schemas.js';
import { renderRepository } from '../src/render/render-repository.js';
import { snapshotFromFiles } from '../src/snapshot/snapshot.js';
import { processTemplate } from '../src/templates/index.js';
import { corpusFiles, projectNameOf, type CorpusFile } from '../test/fixtures/real-world/corpus.js';
import { REAL_WORLD_EXPECTATIONS } from '../test/fixtures/real-world/expectations.js';
import { SETTINGS } from '../test/support/repo.js';

const RUNS = 5;
const TARGET_PROJECTS = Number(process.env['BENCH_PROJECTS'] ?? 1000);
const SEED = 'bench-seed-not-secret';
const REPO_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const CLI = join(REPO_DIR, 'bin', 'gitshift.js');
const TARGETS = { startupMs: 200, validateMs: 2000, peakMiB: 200 };

const validator = createSchemaValidator(bundledSchemas());

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function countBy(keys: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, n]) => `${key} ${n}`)
    .join(', ');
}

function repositoryPath(project: string, file: CorpusFile): string {
  return `projects/${project}/${basename(file.id)}`;
}

function loadAndRender(files: ReadonlyMap<string, string>) {
  const model = loadRepository(snapshotFromFiles('bench', files), {
    validator,
    processTemplate,
    templateSeed: SEED,
  });
  return { model, result: renderRepository(model) };
}

/**
 * Why the file cannot be copied under a project name of the bench's own, or
 * undefined when it can: it is loaded and rendered alone in `<name>-0`, where
 * a file that names its own namespace or Project fails.
 */
function whyNotMovable(file: CorpusFile, project: string): string | undefined {
  const { result } = loadAndRender(
    new Map([
      ['gitshift.yaml', SETTINGS],
      [repositoryPath(project, file), file.text],
    ]),
  );
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length === 0) return undefined;
  const codes = [...new Set(errors.map((p) => p.code))].join(', ');
  return `${codes} in project ${project} (${errors[0]?.message ?? ''})`;
}

// ---- the repository ------------------------------------------------------

const corpus = corpusFiles();
const okFiles = corpus.filter((file) => REAL_WORLD_EXPECTATIONS[file.id]?.outcome === 'ok');
const placed: { file: CorpusFile; name: string }[] = [];
const skipped: string[] = [];
for (const file of okFiles) {
  // Two sources ship a file of the same name: the second takes its source as a prefix.
  const stem = projectNameOf(file.id);
  const name = placed.some((p) => p.name === stem) ? `${file.id.split('/')[0] ?? 'corpus'}-${stem}` : stem;
  const expectation = REAL_WORLD_EXPECTATIONS[file.id];
  const why = whyNotMovable(file, `${name}-0`);
  if (why === undefined) placed.push({ file, name });
  else skipped.push(`${file.id} (the harness places it in project ${expectation?.project ?? name}): ${why}`);
}
const names = placed.map((p) => p.name);
const repeated = names.filter((name, i) => names.indexOf(name) !== i);
if (repeated.length > 0) throw new Error(`corpus files share a project name: ${repeated.join(', ')}`);

const COPIES = Math.max(1, Math.round(TARGET_PROJECTS / placed.length));
const files = new Map<string, string>([['gitshift.yaml', SETTINGS]]);
for (let copy = 0; copy < COPIES; copy++) {
  for (const { file, name } of placed) {
    const project = `${name}-${copy}`;
    if (project.length > 63) throw new Error(`project name over 63 characters: ${project}`);
    files.set(repositoryPath(project, file), file.text);
  }
}
const PROJECTS = placed.length * COPIES;
const bytes = [...files.values()].reduce((n, text) => n + Buffer.byteLength(text), 0);
const jsonFiles = placed.filter((p) => p.file.id.endsWith('.json')).length;

// ---- in process ----------------------------------------------------------

const maxRssMiB = (): number => process.resourceUsage().maxRSS / 1024;
/** Peak RSS at points along the way (it only grows): what the runs add to the bench's own setup. */
const checkpoints: string[] = [`setup ${maxRssMiB().toFixed(0)}`];
const snapshot = snapshotFromFiles('bench', files);
const decoder = new TextDecoder();
const peer: number[] = [];
const full: number[] = [];
let manifests = 0;
let objects = 0;
let warnings = 0;
let warningCodes = '';
for (let run = 0; run < RUNS; run++) {
  let start = performance.now();
  for (const path of snapshot.paths) {
    const text = decoder.decode(snapshot.read(path));
    if (path.endsWith('.json')) JSON.parse(text);
    else for (const doc of parseAllDocuments(text)) if (!Array.isArray(doc)) doc.toJS();
  }
  peer.push(performance.now() - start);
  if (run === 0) checkpoints.push(`peer run ${maxRssMiB().toFixed(0)}`);

  start = performance.now();
  const model = loadRepository(snapshot, { validator, processTemplate, templateSeed: SEED });
  const result = renderRepository(model);
  full.push(performance.now() - start);
  if (run === 0) checkpoints.push(`first gitshift run ${maxRssMiB().toFixed(0)}`);

  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0)
    throw new Error(
      `the corpus repository has ${errors.length} errors, first: ${errors[0]?.file ?? ''} ${errors[0]?.message ?? ''} [${errors[0]?.code ?? ''}]`,
    );
  if (result.projects.length !== PROJECTS)
    throw new Error(`rendered ${result.projects.length} projects of ${PROJECTS}`);
  manifests = model.projects.reduce((n, p) => n + p.manifests.length, 0);
  objects = result.projects.reduce((n, p) => n + p.objects.length, 0);
  warnings = result.problems.length;
  warningCodes = countBy(result.problems.map((p) => p.code));
}
const peakMiB = maxRssMiB();
checkpoints.push(`${RUNS} runs ${peakMiB.toFixed(0)}`);
const heapMiB = process.memoryUsage().heapUsed / 1024 / 1024;

// ---- the CLI -------------------------------------------------------------

function writeRepository(dir: string, contents: ReadonlyMap<string, string>): void {
  for (const [path, text] of contents) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Median wall ms of `node <args>`; fails on a non-zero exit. */
function wallMs(args: readonly string[]): { ms: number; last: string } {
  const times: number[] = [];
  let last = '';
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const child = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    times.push(performance.now() - start);
    if (child.status !== 0)
      throw new Error(
        `node ${args.join(' ')} exited ${child.status}: ${(child.stdout + child.stderr).slice(-2000)}`,
      );
    last = child.stdout.trim().split('\n').at(-1) ?? '';
  }
  return { ms: median(times), last };
}

/** Peak RSS in MiB of one more `node <args>` run, read by a preload that prints it at exit (apart from the timed runs). */
function childPeakMiB(preload: string, args: readonly string[]): number {
  const child = spawnSync(process.execPath, ['--import', preload, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const kib = /^maxRSS=(\d+)$/m.exec(child.stderr)?.[1];
  if (child.status !== 0 || kib === undefined)
    throw new Error(`node ${args.join(' ')} exited ${child.status}: ${child.stderr.slice(-2000)}`);
  return Number(kib) / 1024;
}

const temp = mkdtempSync(join(tmpdir(), 'gitshift-corpus-bench-'));
let cli: { ms: number; last: string };
let startup: { ms: number; last: string };
let nodeFloor: { ms: number; last: string };
let cliPeakMiB: number;
try {
  const big = join(temp, 'corpus');
  const small = join(temp, 'small');
  writeRepository(big, files);
  writeRepository(
    small,
    new Map([
      ['gitshift.yaml', SETTINGS],
      [
        'projects/small/config.yaml',
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  LOG_LEVEL: info\n',
      ],
    ]),
  );
  nodeFloor = wallMs(['-e', '0']);
  startup = wallMs([CLI, 'validate', small]);
  cli = wallMs([CLI, 'validate', big]);
  const preload = join(temp, 'peak-rss.mjs');
  writeFileSync(
    preload,
    "process.on('exit', () => process.stderr.write(`maxRSS=${process.resourceUsage().maxRSS}\\n`));\n",
  );
  cliPeakMiB = childPeakMiB(preload, [CLI, 'validate', big]);
} finally {
  rmSync(temp, { recursive: true, force: true });
}

// ---- report --------------------------------------------------------------

const fullMs = median(full);
const peerMs = median(peer);
const met = (ok: boolean): string => (ok ? 'met' : 'MISSED');
console.log(
  `corpus files=${corpus.length} ok=${okFiles.length} placed=${placed.length} (json ${jsonFiles}) skipped=${skipped.length}`,
);
for (const line of skipped) console.log(`  skipped: ${line}`);
console.log(
  `repository: ${placed.length} files x${COPIES} = ${PROJECTS} projects, ${files.size - 1} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB (${bytes} bytes)`,
);
console.log(`loaded manifests=${manifests} rendered_objects=${objects} warnings=${warnings} runs=${RUNS}`);
console.log(`warnings by code: ${warningCodes}`);
console.log(`peer (yaml parseAllDocuments + toJS, JSON.parse): median ${peerMs.toFixed(0)} ms`);
console.log(
  `gitshift load+validate+render in process:         median ${fullMs.toFixed(0)} ms (ratio to peer ${(fullMs / peerMs).toFixed(2)}x)`,
);
console.log(
  `gitshift first run (cold JIT): ${(full[0] ?? Number.NaN).toFixed(0)} ms; all runs: ${full.map((ms) => ms.toFixed(0)).join(', ')} ms`,
);
console.log(
  `peak RSS (maxRSS after runs): ${peakMiB.toFixed(0)} MiB; heap used after runs: ${heapMiB.toFixed(0)} MiB`,
);
console.log(`peak RSS along the way (MiB): ${checkpoints.join(', ')}`);
console.log(`cli validate of the corpus repository: median ${cli.ms.toFixed(0)} ms wall (${cli.last})`);
console.log(
  `cli validate of the corpus repository: peak RSS ${cliPeakMiB.toFixed(0)} MiB (one more run, a process of its own)`,
);
console.log(
  `cli validate of a one-ConfigMap repository: median ${startup.ms.toFixed(0)} ms wall (${startup.last})`,
);
console.log(`node -e 0: median ${nodeFloor.ms.toFixed(0)} ms wall`);
console.log(
  `targets: cli startup <= ${TARGETS.startupMs} ms ${met(startup.ms <= TARGETS.startupMs)}; ` +
    `corpus validated <= ${TARGETS.validateMs} ms in process ${met(fullMs <= TARGETS.validateMs)}, ` +
    `by the cli ${met(cli.ms <= TARGETS.validateMs)}; peak <= ${TARGETS.peakMiB} MiB validating the corpus in a process ` +
    `of its own ${met(cliPeakMiB <= TARGETS.peakMiB)} (this bench's own process after ${RUNS} runs: ${peakMiB.toFixed(0)} MiB)`,
);
// The peak is that of one validation of the corpus in a process of its own, what a user's run costs: this
// bench's process also holds tsx, the harness and what the garbage collector has not yet taken back of earlier runs.
console.log(
  `corpus: ${PROJECTS} projects validated in ${fullMs.toFixed(0)} ms, peak ${cliPeakMiB.toFixed(0)} MiB; cli startup ${startup.ms.toFixed(0)} ms`,
);
