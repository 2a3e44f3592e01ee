import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PushedImage } from './oci-image.js';

const run = promisify(execFile);

/**
 * Builds `contextDir` (its Containerfile or Dockerfile) with buildah and
 * pushes the result. Storage is a throwaway directory with the vfs driver and
 * chroot isolation, so it needs no daemon, no overlay mount and no download
 * for images `FROM scratch`.
 */
export async function buildAndPush(contextDir: string, reference: string): Promise<PushedImage> {
  const storage = mkdtempSync(join(tmpdir(), 'gitshift-buildah-'));
  const buildah = (...args: string[]) =>
    run(
      'buildah',
      [
        '--root',
        join(storage, 'root'),
        '--runroot',
        join(storage, 'run'),
        '--storage-driver',
        'vfs',
        ...args,
      ],
      {
        env: { ...process.env, BUILDAH_ISOLATION: 'chroot' },
      },
    );
  try {
    await buildah('bud', '--quiet', '--isolation', 'chroot', '--tag', reference, contextDir);
    const digestFile = join(storage, 'digest');
    await buildah(
      'push',
      '--quiet',
      '--tls-verify=false',
      '--digestfile',
      digestFile,
      reference,
      `docker://${reference}`,
    );
    const { stdout } = await run('skopeo', [
      'inspect',
      '--tls-verify=false',
      '--format',
      '{{.Digest}}',
      `docker://${reference}`,
    ]);
    return { reference, digest: stdout.trim() };
  } finally {
    rmSync(storage, { recursive: true, force: true });
  }
}

/**
 * Runs `body` with a buildah bound to a throwaway vfs storage (removed
 * afterwards): each call runs one buildah command and returns its stdout.
 */
export function withBuildahStorage(
  work: string,
  body: (buildah: (...args: string[]) => string) => void,
): void {
  const storage = mkdtempSync(join(work, 'buildah-'));
  try {
    body((...args) =>
      execFileSync(
        'buildah',
        [
          '--root',
          join(storage, 'root'),
          '--runroot',
          join(storage, 'run'),
          '--storage-driver',
          'vfs',
          ...args,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
  } finally {
    rmSync(storage, { recursive: true, force: true });
  }
}

/** An image `FROM base` (a plain-HTTP registry) whose command is `command`, pushed as `reference`. */
export function pushImageWithCommand(
  work: string,
  base: string,
  reference: string,
  command: readonly string[],
): void {
  withBuildahStorage(work, (buildah) => {
    const container = buildah('from', '--tls-verify=false', base).trim();
    buildah('config', '--cmd', JSON.stringify(command), container);
    buildah('commit', '--quiet', container, reference);
    buildah('push', '--quiet', '--tls-verify=false', reference, `docker://${reference}`);
  });
}

/** busybox from Debian's busybox-static, applets linked, `/bin/sh` its command, pushed as each of `references` (plain HTTP). */
export function pushBusybox(work: string, references: readonly string[]): void {
  withBuildahStorage(work, (buildah) => {
    const container = buildah('from', 'scratch').trim();
    buildah('copy', container, '/bin/busybox', '/bin/busybox');
    buildah('run', '--isolation', 'chroot', container, '--', '/bin/busybox', '--install', '-s', '/bin');
    buildah('config', '--cmd', '/bin/sh', container);
    buildah('commit', '--quiet', container, 'busybox-local');
    for (const reference of references)
      buildah('push', '--quiet', '--tls-verify=false', 'busybox-local', `docker://${reference}`);
  });
}
