import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import { systemGit, type GitRunner, type GitRunOptions } from '../../../src/git/git-runner.js';
import { loadRepository, type ProjectLoadCache } from '../../../src/model/load-repository.js';
import { processTemplate } from '../../../src/templates/index.js';
import { SETTINGS, testValidator } from '../../support/repo.js';
import { imageStream } from '../../support/git-sandbox.js';

const MIB = 1024 * 1024;
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes);

/** A tree entry: a file's text, or a blob already in the repository, with its mode. */
type Entry =
  { readonly mode?: string; readonly text: string } | { readonly mode?: string; readonly oid: string };

function gitIn(dir: string, args: string[], input?: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync('git', args, { cwd: dir, input, env, encoding: 'utf8' }).trim();
}

/** A blob of `bytes` zeros, streamed into the repository by git itself (never held by the test). */
function zeroBlob(dir: string, bytes: number): string {
  return execFileSync('sh', ['-c', `head -c ${bytes} /dev/zero | git hash-object -w --stdin`], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
}

/** Commits exactly these entries (modes included: symlinks, submodules) as main of the bare repository. */
function commitEntries(dir: string, entries: Readonly<Record<string, Entry>>): string {
  const index = join(dir, 'test-index');
  const env = { ...process.env, GIT_INDEX_FILE: index };
  const infos = Object.entries(entries).flatMap(([path, entry]) => {
    const oid = 'oid' in entry ? entry.oid : gitIn(dir, ['hash-object', '-w', '--stdin'], entry.text);
    return ['--cacheinfo', `${entry.mode ?? '100644'},${oid},${path}`];
  });
  gitIn(dir, ['update-index', '--add', ...infos], undefined, env);
  const tree = gitIn(dir, ['write-tree'], undefined, env);
  rmSync(index);
  const commit = gitIn(dir, [
    '-c',
    'user.name=T',
    '-c',
    'user.email=t@example.com',
    'commit-tree',
    tree,
    '-m',
    'x',
  ]);
  gitIn(dir, ['update-ref', 'refs/heads/main', commit]);
  return commit;
}

async function withBareRepo<T>(body: (dir: string) => Promise<T>): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-limits-'));
  const dir = join(root, 'config.git');
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', dir]);
  try {
    return await body(dir);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The system git, recording the objects asked of `cat-file` and the bytes it answered with. */
function recordingGit(): { git: GitRunner; requested: string[]; catFileBytes: () => number } {
  const real = systemGit();
  const requested: string[] = [];
  let bytes = 0;
  const git: GitRunner = {
    async run(args, options) {
      if (args[0] !== 'cat-file' || !args.includes('--batch')) return real.run(args, options);
      const input = options.input === undefined ? '' : Buffer.from(options.input).toString('utf8');
      requested.push(...input.split('\n').filter((line) => line !== ''));
      const { onStdout } = options as GitRunOptions & { onStdout?: (chunk: Buffer) => void };
      const counted =
        onStdout === undefined
          ? options
          : {
              ...options,
              onStdout: (chunk: Buffer) => {
                bytes += chunk.length;
                onStdout(chunk);
              },
            };
      const result = await real.run(args, counted);
      bytes += result.stdout.length;
      return result;
    },
  };
  return { git, requested, catFileBytes: () => bytes };
}

test('a snapshot reads only the files the loader uses: a 64 MiB blob outside projects/ and one over the cap inside are listed with their sizes, never read', async () => {
  await withBareRepo(async (dir) => {
    const zeros = zeroBlob(dir, 64 * MIB);
    const huge = zeroBlob(dir, 2 * MIB);
    const settings = gitIn(dir, ['hash-object', '-w', '--stdin'], SETTINGS);
    const stream = gitIn(dir, ['hash-object', '-w', '--stdin'], imageStream('web'));
    commitEntries(dir, {
      'gitshift.yaml': { oid: settings },
      'projects/shop/images.yaml': { oid: stream },
      'projects/shop/huge.yaml': { oid: huge },
      'zeros.bin': { oid: zeros },
      'README.md': { text: '# config\n' },
    });
    const { git, requested, catFileBytes } = recordingGit();
    const blobCache = new Map<string, Uint8Array>();
    const snapshot = await readGitSnapshot({ dir, ref: 'main', git, blobCache });

    assert.equal(
      requested.sort(),
      [settings, stream].sort(),
      'cat-file is asked for the two loader inputs only',
    );
    assert.ok(catFileBytes() < 4096, `cat-file answered with ${catFileBytes()} bytes`);
    assert.equal(
      [...blobCache.keys()].sort(),
      [settings, stream].sort(),
      'the cache holds only what the loader reads',
    );
    assert.equal(snapshot.paths, [
      'README.md',
      'gitshift.yaml',
      'projects/shop/huge.yaml',
      'projects/shop/images.yaml',
      'zeros.bin',
    ]);
    assert.is(snapshot.size('zeros.bin'), 64 * MIB);
    assert.is(snapshot.size('projects/shop/huge.yaml'), 2 * MIB);
    assert.is(snapshot.size('README.md'), 9);
    assert.ok(decode(snapshot.read('projects/shop/images.yaml')).includes('name: web'));
    assert.throws(() => snapshot.read('zeros.bin'), /zeros\.bin.* not read/);

    // As serve loads it: with the project cache, which digests each folder's files.
    const cache: ProjectLoadCache = new Map();
    const model = loadRepository(snapshot, {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'seed',
      cache,
    });
    const tooLarge = model.problems.find((p) => p.code === 'FILE_TOO_LARGE');
    assert.is(tooLarge?.file, 'projects/shop/huge.yaml');
    assert.match(tooLarge?.message ?? '', /2097152 bytes/);
    assert.ok(model.projects.find((p) => p.name === 'shop')?.blocked);

    // A second read of the same commit asks git for nothing.
    requested.length = 0;
    await readGitSnapshot({ dir, ref: 'main', git, blobCache });
    assert.equal(requested, []);
  });
});

test('a gitshift.yaml over the cap is reported, not read', async () => {
  await withBareRepo(async (dir) => {
    const big = gitIn(dir, ['hash-object', '-w', '--stdin'], `${SETTINGS}# ${'x'.repeat(MIB)}\n`);
    commitEntries(dir, {
      'gitshift.yaml': { oid: big },
      'projects/shop/images.yaml': { text: imageStream('web') },
    });
    const { git, requested } = recordingGit();
    const snapshot = await readGitSnapshot({ dir, ref: 'main', git });
    assert.not.ok(requested.includes(big), 'the oversized gitshift.yaml is never asked for');
    const model = loadRepository(snapshot, {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'seed',
    });
    const problem = model.problems.find((p) => p.file === 'gitshift.yaml');
    assert.is(problem?.code, 'FILE_TOO_LARGE');
    assert.ok(model.blocked, 'a settings file that cannot be read blocks the repository');
  });
});

test('maxFileBytes sets the cap the reader keeps to', async () => {
  await withBareRepo(async (dir) => {
    commitEntries(dir, {
      'gitshift.yaml': { text: SETTINGS },
      'projects/shop/a.yaml': { text: imageStream('a') },
      'projects/shop/b.yaml': { text: imageStream('b', `  labels:\n    size: ${'x'.repeat(60)}\n`) },
    });
    const { git, requested } = recordingGit();
    const snapshot = await readGitSnapshot({ dir, ref: 'main', git, maxFileBytes: 100 });
    assert.is(requested.length, 2, 'gitshift.yaml and a.yaml');
    assert.throws(() => snapshot.read('projects/shop/b.yaml'), /not read/);
  });
});

test('symlinks and submodules are listed as skipped, never followed, and the loader warns where it would have looked (a link out of the repository is an error)', async () => {
  await withBareRepo(async (dir) => {
    const passwd = gitIn(dir, ['hash-object', '-w', '--stdin'], '/etc/passwd');
    commitEntries(dir, {
      'gitshift.yaml': { text: SETTINGS },
      'projects/shop/images.yaml': { text: imageStream('web') },
      'projects/shop/passwd.yaml': { mode: '120000', oid: passwd },
      'projects/shared': { mode: '120000', text: '../common' },
      'projects/vendor': { mode: '160000', oid: 'a'.repeat(40) },
      '.github/workflows/ci.yml': { mode: '120000', text: '../../ci.yml' },
    });
    const { git, requested } = recordingGit();
    const snapshot = await readGitSnapshot({ dir, ref: 'main', git });
    assert.equal(snapshot.paths, ['gitshift.yaml', 'projects/shop/images.yaml']);
    assert.equal(snapshot.skipped, [
      { path: '.github/workflows/ci.yml', reason: 'symlink' },
      { path: 'projects/shared', reason: 'symlink', target: '../common' },
      { path: 'projects/shop/passwd.yaml', reason: 'symlink', target: '/etc/passwd' },
      { path: 'projects/vendor', reason: 'submodule' },
    ]);
    // A link's own blob is its text: read where the loader looks, so a link out is refused; never followed.
    assert.ok(requested.includes(passwd), "the link's text is read");
    assert.not.ok(
      JSON.stringify(snapshot.paths).includes('passwd'),
      'what it names is not a file of the snapshot',
    );
    const model = loadRepository(snapshot, {
      validator: testValidator(),
      processTemplate,
      templateSeed: 'seed',
    });
    const warnings = model.problems.filter((p) => p.code === 'FILE_NOT_REGULAR');
    assert.equal(
      warnings.map((p) => [p.file, p.severity, p.line, p.col]),
      [
        ['projects/shared', 'warning', 1, 1],
        ['projects/shop/passwd.yaml', 'error', 1, 1],
        ['projects/vendor', 'warning', 1, 1],
      ],
    );
    assert.match(warnings[2]?.message ?? '', /submodule/);
    assert.equal(
      model.problems.filter((p) => p.severity === 'error').map((p) => [p.file, p.project]),
      [['projects/shop/passwd.yaml', 'shop']],
    );
    assert.ok(model.projects.find((p) => p.name === 'shop')?.blocked, 'its project is blocked');
  });
});

test.run();
