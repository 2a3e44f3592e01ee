import { readFile } from 'node:fs/promises';
import { RegistryAuth } from './registry-auth.js';
import { registryCall } from './registry-call.js';
import type { FetchedManifest, RegistryClient, RegistryImage } from './registry-client.js';
import type { RegistryHostsConfig } from './registry-hosts.js';
import { imageConfig, type ImageConfig } from './registry-image-config.js';
import { claimedDigest, fetchManifest, resolveTag } from './registry-manifests.js';
import { listTags } from './registry-tags.js';

export interface HttpRegistryClientOptions {
  /** Per-host URL, credentials and insecure flag. Default: none. */
  readonly hosts?: RegistryHostsConfig;
  /** Each request, its body included, must finish within this. Default: 10 s. */
  readonly timeoutMs?: number;
  /** Manifests larger than this are refused. Default: 4 MiB, the limit of Docker Distribution. */
  readonly maxManifestBytes?: number;
  /** Default: the global fetch. */
  readonly fetch?: typeof globalThis.fetch;
  /** Default: reads the file. */
  readonly readSecret?: (path: string) => Promise<string>;
  /** Default: Date.now. */
  readonly now?: () => number;
  /**
   * Send requests only to registries in `hosts` (REGISTRY_HOST_REFUSED for
   * any other, before a request leaves): the guard against a config
   * repository or webhook that names an internal host. Default: false, any
   * host an ImageStream names is asked.
   */
  readonly onlyConfiguredHosts?: boolean;
}

/** The client with the manifest read exposed too, for the rare caller that wants the bytes. */
export interface HttpRegistryClient extends RegistryClient {
  fetchManifest(image: RegistryImage, reference: string): Promise<FetchedManifest>;
  /** The image's labels and user, read from its config blob (an S2I builder's scripts location). */
  imageConfig(image: RegistryImage, reference: string): Promise<ImageConfig>;
}

/**
 * A RegistryClient over HTTP with node's fetch, put together from its parts:
 * the login (registry-auth.ts: challenges, tokens, realm trust), one call
 * with redirects followed by hand (registry-call.ts, registry-redirects.ts),
 * manifests (registry-manifests.ts) and tag lists (registry-tags.ts); which
 * host is spoken to over plain HTTP is registry-hosts.ts's decision.
 */
export function httpRegistryClient(options: HttpRegistryClientOptions = {}): HttpRegistryClient {
  const {
    hosts = {},
    timeoutMs = 10_000,
    maxManifestBytes = 4 * 1024 * 1024,
    fetch = globalThis.fetch,
    readSecret = (path: string) => readFile(path, 'utf8'),
    now = Date.now,
    onlyConfiguredHosts = false,
  } = options;
  const auth = new RegistryAuth({ fetch, readSecret, now, timeoutMs });
  const call = registryCall({ hosts, timeoutMs, fetch, auth, onlyConfiguredHosts });
  return {
    fetchManifest: (image, reference) => fetchManifest(call, image, reference, maxManifestBytes),
    imageConfig: (image, reference) => imageConfig(call, image, reference, maxManifestBytes),
    resolveTag: (image, tag) => resolveTag(call, image, tag, maxManifestBytes),
    claimedDigest: (image, tag) => claimedDigest(call, image, tag),
    listTags: (image, listOptions) => listTags(call, image, listOptions),
  };
}
