import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { startProcess, stopProcess, waitFor } from '../../testbed/src/processes.js';
import type { RunningRegistry } from '../../testbed/src/registry.js';

const MANIFEST_TYPE = 'application/vnd.docker.distribution.manifest.v2+json';

const sha256 = (bytes: Buffer | string): string =>
  `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

/** Uploads a blob (monolithic upload); its digest. */
async function uploadBlob(registryHost: string, repository: string, bytes: Buffer): Promise<string> {
  const digest = sha256(bytes);
  const base = `http://${registryHost}`;
  const started = await fetch(`${base}/v2/${repository}/blobs/uploads/`, { method: 'POST' });
  const location = started.headers.get('location');
  await started.body?.cancel();
  if (started.status !== 202 || location === null)
    throw new Error(`registry refused an upload: HTTP ${started.status}`);
  const url = new URL(location, base);
  url.searchParams.set('digest', digest);
  const put = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytes,
  });
  await put.body?.cancel();
  if (put.status !== 201) throw new Error(`registry refused blob ${digest}: HTTP ${put.status}`);
  return digest;
}

/**
 * Pushes `count` images `<repository>:<prefix><i>`, each a manifest of its
 * own (a config naming i) over one shared layer, as a real push leaves them;
 * returns each tag's manifest digest, in order.
 */
export async function pushImages(
  registryHost: string,
  repository: string,
  prefix: string,
  count: number,
): Promise<string[]> {
  const layer = Buffer.from(`outage layer ${prefix}`);
  const layerDigest = await uploadBlob(registryHost, repository, layer);
  const digests: string[] = [];
  for (let i = 0; i < count; i++) {
    const config = Buffer.from(
      JSON.stringify({ architecture: 'amd64', os: 'linux', config: { Env: [`N=${prefix}${i}`] } }),
    );
    const configDigest = await uploadBlob(registryHost, repository, config);
    const manifest = JSON.stringify({
      schemaVersion: 2,
      mediaType: MANIFEST_TYPE,
      config: {
        mediaType: 'application/vnd.docker.container.image.v1+json',
        size: config.length,
        digest: configDigest,
      },
      layers: [
        {
          mediaType: 'application/vnd.docker.image.rootfs.diff.tar.gzip',
          size: layer.length,
          digest: layerDigest,
        },
      ],
    });
    const put = await fetch(`http://${registryHost}/v2/${repository}/manifests/${prefix}${i}`, {
      method: 'PUT',
      headers: { 'content-type': MANIFEST_TYPE },
      body: manifest,
    });
    await put.body?.cancel();
    if (put.status !== 201) throw new Error(`registry refused manifest ${prefix}${i}: HTTP ${put.status}`);
    digests.push(sha256(manifest));
  }
  return digests;
}

/**
 * Stops and starts the real registry process on its port and storage: a
 * registry outage. The first stop ends the process `startRegistry` started;
 * `start` runs the same binary on the same config.yml again.
 */
export class RegistryOutage {
  private pid: number;

  constructor(private readonly registry: RunningRegistry) {
    this.pid = registry.pid;
  }

  async stop(): Promise<void> {
    await stopProcess(this.pid, 0);
  }

  async start(): Promise<void> {
    const { dir, host } = this.registry;
    this.pid = startProcess('registry', '/usr/bin/docker-registry', ['serve', join(dir, 'config.yml')], dir);
    await waitFor(
      `docker-registry on ${host} again`,
      async () => (await fetch(`http://${host}/v2/`).then((r) => r.status)) === 200,
      15_000,
    );
  }

  /** Ends a restarted process; the one `startRegistry` made is ended by its own stop. */
  async release(): Promise<void> {
    if (this.pid !== this.registry.pid) await stopProcess(this.pid, 2000);
  }
}
