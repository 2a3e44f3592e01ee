import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PushedImage {
  /** `<host>/<repository>:<tag>` */
  readonly reference: string;
  /** The manifest digest the registry stores, as skopeo reports it. */
  readonly digest: string;
}

/**
 * Builds a one-layer image from nothing (an OCI layout made here, no download)
 * and pushes it with skopeo. `content` goes into /hello.txt, so different
 * contents give different digests.
 */
export async function pushImage(
  host: string,
  repository: string,
  tag: string,
  content: string,
): Promise<PushedImage> {
  const work = mkdtempSync(join(tmpdir(), 'gitshift-image-'));
  try {
    const layout = join(work, 'layout');
    const blobs = join(layout, 'blobs', 'sha256');
    mkdirSync(blobs, { recursive: true });
    mkdirSync(join(work, 'rootfs'));
    writeFileSync(join(work, 'rootfs', 'hello.txt'), content);
    // Fixed owner and times: the same content gives the same layer digest.
    await run('tar', [
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--mtime=@0',
      '-C',
      join(work, 'rootfs'),
      '-cf',
      join(work, 'layer.tar'),
      '.',
    ]);
    const blob = (bytes: Buffer): { digest: string; size: number } => {
      const hex = createHash('sha256').update(bytes).digest('hex');
      writeFileSync(join(blobs, hex), bytes);
      return { digest: `sha256:${hex}`, size: bytes.length };
    };
    const layer = blob(readFileSync(join(work, 'layer.tar')));
    const config = blob(
      Buffer.from(
        JSON.stringify({
          architecture: 'amd64',
          os: 'linux',
          config: { Cmd: ['/hello.txt'] },
          rootfs: { type: 'layers', diff_ids: [layer.digest] },
        }),
      ),
    );
    const manifest = blob(
      Buffer.from(
        JSON.stringify({
          schemaVersion: 2,
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          config: { mediaType: 'application/vnd.oci.image.config.v1+json', ...config },
          layers: [{ mediaType: 'application/vnd.oci.image.layer.v1.tar', ...layer }],
        }),
      ),
    );
    writeFileSync(join(layout, 'oci-layout'), JSON.stringify({ imageLayoutVersion: '1.0.0' }));
    writeFileSync(
      join(layout, 'index.json'),
      JSON.stringify({
        schemaVersion: 2,
        manifests: [
          {
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            ...manifest,
            annotations: { 'org.opencontainers.image.ref.name': tag },
          },
        ],
      }),
    );
    const reference = `${host}/${repository}:${tag}`;
    await run('skopeo', [
      'copy',
      '--quiet',
      '--dest-tls-verify=false',
      `oci:${layout}:${tag}`,
      `docker://${reference}`,
    ]);
    const { stdout } = await run('skopeo', [
      'inspect',
      '--tls-verify=false',
      '--format',
      '{{.Digest}}',
      `docker://${reference}`,
    ]);
    return { reference, digest: stdout.trim() };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
