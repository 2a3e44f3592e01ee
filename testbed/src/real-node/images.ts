import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Bumped when what goes into an image changes, so cached layouts made by an older recipe are not used. */
const RECIPE = 2;
const PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const BUSYBOX = '/bin/busybox';

export interface NodeImages {
  readonly busybox: string;
  readonly buildah: string;
  readonly pause: string;
}

interface ImageRecipe {
  readonly name: keyof NodeImages;
  /** Host files and where they go in the image (symlinks followed). */
  readonly files: readonly (readonly [from: string, to: string])[];
  /** Host directories copied whole. */
  readonly dirs: readonly string[];
  readonly config: readonly string[];
}

/**
 * The real node's images, made from this machine's files without a download:
 * Debian's busybox-static, the host's buildah with its libraries, and the
 * testbed's pause binary. Each is built once into an OCI layout under
 * `cacheDir`, keyed by the size and mtime of every file it holds (a package
 * upgrade changes both), then pushed to `registry` on every `up`.
 */
export async function pushNodeImages(options: {
  readonly cacheDir: string;
  readonly pauseBinary: string;
  readonly registry: string;
  readonly say: (line: string) => void;
}): Promise<NodeImages> {
  const { cacheDir, pauseBinary, registry, say } = options;
  const same = (path: string) => [path, path] as const;
  const buildahFiles = ['/usr/bin/buildah', ...(await sharedLibraries('/usr/bin/buildah'))].map(same);
  const recipes: ImageRecipe[] = [
    { name: 'busybox', files: [same(BUSYBOX)], dirs: [], config: ['--cmd', '["/bin/sh"]'] },
    {
      name: 'buildah',
      files: [same(BUSYBOX), ...buildahFiles],
      dirs: ['/etc/containers', '/usr/share/containers'],
      config: ['--cmd', '["/bin/sh"]'],
    },
    { name: 'pause', files: [[pauseBinary, '/pause']], dirs: [], config: ['--entrypoint', '["/pause"]'] },
  ];
  const pushed = await Promise.all(
    recipes.map(async (recipe) => {
      const { layout, tag } = await cachedLayout(cacheDir, recipe, say);
      const reference = `${registry}/gitshift/${recipe.name}:${tag}`;
      await run('skopeo', [
        'copy',
        '--quiet',
        '--dest-tls-verify=false',
        `oci:${layout}:${tag}`,
        `docker://${reference}`,
      ]);
      return [recipe.name, reference] as const;
    }),
  );
  const images = Object.fromEntries(pushed) as Record<keyof NodeImages, string>;
  return { busybox: images.busybox, buildah: images.buildah, pause: images.pause };
}

async function cachedLayout(
  cacheDir: string,
  recipe: ImageRecipe,
  say: (line: string) => void,
): Promise<{ layout: string; tag: string }> {
  const tag = contentKey(recipe);
  const layout = join(cacheDir, `${recipe.name}-${tag}`);
  if (existsSync(join(layout, 'index.json'))) return { layout, tag };
  const started = Date.now();
  mkdirSync(cacheDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), `gitshift-node-image-${recipe.name}-`));
  try {
    const rootfs = join(work, 'rootfs');
    fillRootfs(rootfs, recipe);
    const partial = join(work, 'layout');
    await commitWithBuildah(work, rootfs, recipe.config, `oci:${partial}:${tag}`);
    rmSync(layout, { recursive: true, force: true });
    renameSync(partial, layout);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  say(`built the ${recipe.name} image in ${Date.now() - started} ms (cached in ${layout})`);
  return { layout, tag };
}

/** What identifies an image's content cheaply: the recipe, and each file's path, size and mtime. */
function contentKey(recipe: ImageRecipe): string {
  const hash = createHash('sha256').update(`recipe ${RECIPE} ${recipe.config.join(' ')}\n`);
  const add = (from: string, to: string): void => {
    const stat = statSync(from);
    hash.update(`${from} ${to} ${stat.size} ${stat.mtimeMs}\n`);
  };
  for (const [from, to] of recipe.files) add(from, to);
  for (const dir of recipe.dirs) for (const file of filesUnder(dir)) add(file, file);
  return hash.digest('hex').slice(0, 16);
}

function fillRootfs(rootfs: string, recipe: ImageRecipe): void {
  for (const dir of ['tmp', 'var/tmp', 'root', 'etc']) mkdirSync(join(rootfs, dir), { recursive: true });
  chmodSync(join(rootfs, 'tmp'), 0o1777);
  chmodSync(join(rootfs, 'var/tmp'), 0o1777);
  writeFileSync(
    join(rootfs, 'etc/passwd'),
    'root:x:0:0:root:/root:/bin/sh\nnobody:x:65534:65534:nobody:/nonexistent:/bin/false\n',
  );
  writeFileSync(join(rootfs, 'etc/group'), 'root:x:0:\nnogroup:x:65534:\n');
  const copy = (from: string, to: string): void => {
    const target = join(rootfs, to);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(from, target);
    chmodSync(target, statSync(from).mode & 0o7777);
  };
  for (const [from, to] of recipe.files) copy(from, to);
  for (const dir of recipe.dirs) for (const file of filesUnder(dir)) copy(file, file);
  if (recipe.files.some(([, to]) => to === BUSYBOX)) linkBusyboxApplets(rootfs);
}

/** Every applet Debian's busybox-static has, as a symlink at the path busybox names for it (sh, wget, tar, httpd, …). */
function linkBusyboxApplets(rootfs: string): void {
  // Synchronous on purpose: a few kB, once per image build.
  const applets = execFileSync(BUSYBOX, ['--list-full'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line !== '' && line !== 'bin/busybox');
  for (const applet of applets) {
    const target = join(rootfs, applet);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(BUSYBOX, target);
  }
}

async function commitWithBuildah(
  work: string,
  rootfs: string,
  config: readonly string[],
  destination: string,
): Promise<void> {
  // A private vfs store: no daemon, no overlay mount, nothing left in the host's buildah storage.
  const buildah = (...args: string[]) =>
    run('buildah', [
      '--root',
      join(work, 'root'),
      '--runroot',
      join(work, 'run'),
      '--storage-driver',
      'vfs',
      ...args,
    ]);
  const container = (await buildah('from', '--quiet', 'scratch')).stdout.trim();
  await buildah('copy', '--quiet', container, `${rootfs}/`, '/');
  await buildah('config', '--env', `PATH=${PATH}`, '--os', 'linux', '--arch', 'amd64', ...config, container);
  await buildah('commit', '--quiet', '--format', 'oci', container, destination);
}

/** The shared libraries `binary` loads, as ldd resolves them on this machine. */
async function sharedLibraries(binary: string): Promise<string[]> {
  const { stdout } = await run('ldd', [binary]);
  const libraries: string[] = [];
  for (const line of stdout.split('\n')) {
    const match = /(?:=>\s*)?(\/\S+)\s+\(0x/.exec(line);
    if (match?.[1] !== undefined) libraries.push(match[1]);
  }
  if (libraries.length === 0) throw new Error(`ldd found no libraries for ${binary}: ${stdout}`);
  return libraries;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (path: string): void => {
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path).sort()) walk(join(path, entry));
    } else if (stat.isFile()) out.push(path);
  };
  walk(dir);
  return out;
}
