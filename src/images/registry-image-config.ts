import { createHash } from 'node:crypto';
import { GitshiftError } from '../errors/index.js';
import type { RegistryCall } from './registry-call.js';
import type { RegistryImage } from './registry-client.js';
import { fetchManifest } from './registry-manifests.js';
import { checkedRepository } from './registry-paths.js';
import { badResponse, isDigest, readCapped, readCappedText, statusError } from './registry-response.js';

/** What a build needs of an image without pulling it: its labels, user and working directory. */
export interface ImageConfig {
  /** The manifest digest the config was read through (of the platform manifest, not an index). */
  readonly digest: string;
  readonly labels: Readonly<Record<string, string>>;
  /** `USER` of the image, `''` when unset (root). */
  readonly user: string;
  readonly workingDir: string;
  readonly env: readonly string[];
}

/** Image configs are a few KiB; a larger answer is not one. */
const MAX_CONFIG_BYTES = 1024 * 1024;
const INDEX_TYPES = new Set([
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
]);

/**
 * Reads an image's config blob through its manifest (for an index, the
 * linux/amd64 entry, else the first), checks that the blob hashes to the
 * digest the manifest names, and returns the parts builds read: an S2I
 * builder's `io.openshift.s2i.*` labels and its user.
 */
export async function imageConfig(
  call: RegistryCall,
  image: RegistryImage,
  reference: string,
  maxManifestBytes: number,
): Promise<ImageConfig> {
  let manifest = await fetchManifest(call, image, reference, maxManifestBytes);
  let parsed = parseJson(manifest.bytes);
  if (INDEX_TYPES.has(manifest.mediaType) || Array.isArray(parsed['manifests'])) {
    const entries = (parsed['manifests'] as Record<string, unknown>[] | undefined) ?? [];
    const chosen =
      entries.find((m) => {
        const platform = m['platform'] as Record<string, unknown> | undefined;
        return platform?.['os'] === 'linux' && platform['architecture'] === 'amd64';
      }) ?? entries[0];
    const digest = chosen?.['digest'];
    if (typeof digest !== 'string' || !isDigest(digest))
      throw new GitshiftError(
        'REGISTRY_BAD_RESPONSE',
        `the image index of ${image.repository}:${reference} names no manifest`,
      );
    manifest = await fetchManifest(call, image, digest, maxManifestBytes);
    parsed = parseJson(manifest.bytes);
  }
  const configDigest = (parsed['config'] as Record<string, unknown> | undefined)?.['digest'];
  if (typeof configDigest !== 'string' || !isDigest(configDigest))
    throw new GitshiftError(
      'REGISTRY_BAD_RESPONSE',
      `the manifest of ${image.repository}:${reference} names no config blob`,
    );
  const path = `/v2/${checkedRepository(image)}/blobs/${configDigest}`;
  const { response, body, endpoint } = await call(
    image,
    { method: 'GET', path, headers: {} },
    (r): Promise<Uint8Array | string> =>
      r.ok ? readCapped(r, MAX_CONFIG_BYTES, image) : readCappedText(r, 64 * 1024, image, 'an error answer'),
  );
  if (!response.ok) throw statusError(endpoint, image, configDigest, response, body as string);
  const bytes = body as Uint8Array;
  const actual = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
  if (actual !== configDigest)
    throw badResponse(
      endpoint,
      `the config blob of ${image.repository} hashes to ${actual}, not ${configDigest}`,
    );
  const config = (parseJson(bytes)['config'] as Record<string, unknown> | undefined) ?? {};
  const labels = (config['Labels'] as Record<string, unknown> | null | undefined) ?? {};
  return {
    digest: manifest.digest,
    labels: Object.fromEntries(
      Object.entries(labels).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    ),
    user: typeof config['User'] === 'string' ? config['User'] : '',
    workingDir: typeof config['WorkingDir'] === 'string' ? config['WorkingDir'] : '',
    env: Array.isArray(config['Env']) ? config['Env'].filter((e): e is string => typeof e === 'string') : [],
  };
}

function parseJson(bytes: Uint8Array): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
