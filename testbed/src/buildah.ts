import { execFile } from 'node:child_process';
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
