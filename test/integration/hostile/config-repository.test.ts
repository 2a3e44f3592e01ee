/**
 * A hostile config repository on disk and in git (issue 17 item 3): links
 * out of it, a 1 GB file, 100,000 tiny files. Each case loads through the
 * real readers and asserts a clear problem (file, line, code), the project
 * or repository blocked, nothing of the machine read, and nothing written.
 * GITSHIFT_HOSTILE_FILES sets the number of tiny files (default 100,000).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Problem } from '../../../src/errors/index.js';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import { loadRepository } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { readDirectory } from '../../../src/snapshot/read-directory.js';
import type { Snapshot } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { SETTINGS, testValidator } from '../../support/repo.js';

const CONFIG_MAP = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n';
const GiB = 1024 * 1024 * 1024;
const TINY_FILES = Number(process.env['GITSHIFT_HOSTILE_FILES'] ?? 100_000);

const load = (snapshot: Snapshot): RepositoryModel =>
  loadRepository(snapshot, { validator: testValidator(), processTemplate, templateSeed: 'seed' });

/** A temporary folder with `files` (text, or `{ link }` for a symlink), removed afterwards. */
async function withTree<T>(
  files: Readonly<Record<string, string | { readonly link: string }>>,
  body: (root: string) => Promise<T> | T,
): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-hostile-'));
  try {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      if (typeof content === 'string') writeFileSync(join(root, path), content);
      else symlinkSync(content.link, join(root, path));
    }
    return await body(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Commits the tree at `root`, links as links, and reads it back as git does for serve. */
async function gitSnapshotOf(root: string): Promise<Snapshot> {
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'hostile');
  return readGitSnapshot({ dir: root, ref: 'main' });
}

/** Every file under `root`, for "nothing was written". */
function listing(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => !path.startsWith('.git'))
    .sort();
}

const only = (model: RepositoryModel, code: string): Problem[] =>
  model.problems.filter((p) => p.code === code);

/** Links out of the repository, each where the loader looks, and one that stays inside. */
const LINKS = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/app.yaml': CONFIG_MAP,
  'projects/shop/passwd.yaml': { link: '/etc/passwd' },
  'projects/shop/up.yaml': { link: '../../../etc/passwd' },
  'projects/shop/sneaky.yaml': { link: 'sub/../../../../etc/passwd' },
  'projects/shop/inside.yaml': { link: '../../etc/passwd' },
  'projects/evil': { link: '/etc' },
  'projects/ok/app.yaml': CONFIG_MAP,
};

for (const source of ['directory', 'git'] as const) {
  const read = (root: string): Promise<Snapshot> | Snapshot =>
    source === 'git' ? gitSnapshotOf(root) : readDirectory(root);

  test(`${source}: symlinks to /etc/passwd, ../../../etc/passwd and /etc are refused (their project blocked); a link that stays inside is skipped with a warning; none is followed`, async () => {
    await withTree(LINKS, async (root) => {
      const before = listing(root);
      const model = load(await read(root));
      const found = only(model, 'FILE_NOT_REGULAR').map((p) => [p.file, p.severity, p.line, p.col]);
      assert.equal(found, [
        ['projects/evil', 'error', 1, 1],
        ['projects/shop/inside.yaml', 'warning', 1, 1],
        ['projects/shop/passwd.yaml', 'error', 1, 1],
        ['projects/shop/sneaky.yaml', 'error', 1, 1],
        ['projects/shop/up.yaml', 'error', 1, 1],
      ]);
      assert.match(
        only(model, 'FILE_NOT_REGULAR').find((p) => p.file === 'projects/shop/passwd.yaml')?.message ?? '',
        /symbolic link to "\/etc\/passwd", outside the repository: refused/,
      );
      assert.equal(
        model.projects.map((p) => [p.name, p.blocked]),
        [
          ['ok', false],
          ['shop', true],
        ],
      );
      assert.not.match(JSON.stringify(model), /root:x:0:0/, 'nothing of /etc/passwd was read');
      assert.equal(listing(root), before, 'nothing written');
    });
  });

  test(`${source}: gitshift.yaml linked to ../../etc/passwd blocks every project`, async () => {
    await withTree(
      { 'gitshift.yaml': { link: '../../etc/passwd' }, 'projects/shop/app.yaml': CONFIG_MAP },
      async (root) => {
        const model = load(await read(root));
        const [problem] = only(model, 'FILE_NOT_REGULAR');
        assert.equal([problem?.file, problem?.severity], ['gitshift.yaml', 'error']);
        assert.ok(model.blocked, 'the repository is blocked');
        assert.not.match(JSON.stringify(model), /root:x:0:0/);
      },
    );
  });
}

test('git: a tree holding a .. folder (git mktree allows it, no checkout writes it) is reported, never a project, and nothing beside the repository is read', async () => {
  await withTree({ 'gitshift.yaml': SETTINGS, 'projects/shop/app.yaml': CONFIG_MAP }, async (root) => {
    const git = (input: string, ...args: string[]): string =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
        cwd: root,
        encoding: 'utf8',
        input,
      }).trim();
    git('', 'init', '-q', '-b', 'main');
    const blob = git(CONFIG_MAP, 'hash-object', '-w', '--stdin');
    const settings = git(SETTINGS, 'hash-object', '-w', '--stdin');
    const folder = git(`100644 blob ${blob}\tapp.yaml\n`, 'mktree');
    const projects = git(`040000 tree ${folder}\t..\n040000 tree ${folder}\tshop\n`, 'mktree');
    const top = git(`100644 blob ${settings}\tgitshift.yaml\n040000 tree ${projects}\tprojects\n`, 'mktree');
    const commit = git('', 'commit-tree', top, '-m', 'hand-made');
    git('', 'update-ref', 'refs/heads/main', commit);
    const model = load(await readGitSnapshot({ dir: root, ref: 'main' }));
    const [problem] = only(model, 'FILE_OUTSIDE_PROJECT');
    assert.equal([problem?.file, problem?.severity], ['projects/../app.yaml', 'error']);
    assert.equal(
      model.projects.map((p) => p.name),
      ['shop'],
    );
  });
});

test('directory: a 1 GB manifest (sparse) is refused by its size before a byte is read', async () => {
  await withTree({ 'gitshift.yaml': SETTINGS, 'projects/ok/app.yaml': CONFIG_MAP }, (root) => {
    mkdirSync(join(root, 'projects/shop'));
    execFileSync('truncate', ['-s', '1G', join(root, 'projects/shop/big.yaml')]);
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const model = load(readDirectory(root));
    const elapsed = performance.now() - started;
    const [problem] = only(model, 'FILE_TOO_LARGE');
    assert.equal([problem?.file, problem?.line, problem?.col], ['projects/shop/big.yaml', 1, 1]);
    assert.match(problem?.message ?? '', new RegExp(`file is ${GiB} bytes, over the limit of 1048576`));
    assert.equal(
      model.projects.map((p) => [p.name, p.blocked]),
      [
        ['ok', false],
        ['shop', true],
      ],
    );
    assert.ok(elapsed < 2000, `loaded in ${elapsed.toFixed(0)} ms`);
    assert.ok(process.memoryUsage().rss - rss < 256 * 1024 * 1024, 'the file was never read into memory');
  });
});

test('directory: a 1 GB gitshift.yaml (sparse) is refused by its size and blocks every project', async () => {
  await withTree({ 'projects/shop/app.yaml': CONFIG_MAP }, (root) => {
    execFileSync('truncate', ['-s', '1G', join(root, 'gitshift.yaml')]);
    const model = load(readDirectory(root));
    const [problem] = only(model, 'FILE_TOO_LARGE');
    assert.equal([problem?.file, problem?.line], ['gitshift.yaml', 1]);
    assert.ok(model.blocked);
  });
});

test(`directory: ${TINY_FILES.toLocaleString('en')} tiny broken files in one project: one YAML_SYNTAX each at its line, the project blocked, in bounded time and memory`, async () => {
  await withTree({ 'gitshift.yaml': SETTINGS, 'projects/ok/app.yaml': CONFIG_MAP }, (root) => {
    const folder = join(root, 'projects/shop');
    mkdirSync(folder);
    let started = performance.now();
    for (let i = 0; i < TINY_FILES; i++) writeFileSync(join(folder, `f${i}.yaml`), 'a: [1\n');
    const generated = performance.now() - started;
    const rss = process.memoryUsage().rss;
    started = performance.now();
    const snapshot = readDirectory(root);
    const model = load(snapshot);
    const loaded = performance.now() - started;
    process.stderr.write(
      `${TINY_FILES} tiny files: generated in ${generated.toFixed(0)} ms, listed and loaded in ${loaded.toFixed(0)} ms, rss +${((process.memoryUsage().rss - rss) / 1e6).toFixed(0)} MB\n`,
    );
    const syntax = only(model, 'YAML_SYNTAX');
    assert.is(syntax.length, TINY_FILES);
    assert.ok(syntax.every((p) => p.line === 2 && p.file.startsWith('projects/shop/f')));
    assert.equal(
      model.projects.map((p) => [p.name, p.blocked, p.manifests.length]),
      [
        ['ok', false, 1],
        ['shop', true, 0],
      ],
    );
    assert.ok(loaded < 60_000, `loaded in ${loaded.toFixed(0)} ms`);
  });
});

test.run();
