import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GitshiftError } from '../errors/index.js';
import { isImageTag, isRepositoryPath, normalizeRepository } from './image-name.js';
import { causeOf, RegistryAuth } from './registry-auth.js';
import {
  MANIFEST_MEDIA_TYPES,
  type FetchedManifest,
  type ListTagsOptions,
  type RegistryClient,
  type RegistryImage,
  type ResolvedTag,
  type TagList,
} from './registry-client.js';
import { registryEndpoint, type RegistryEndpoint, type RegistryHostsConfig } from './registry-hosts.js';

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
}

/** The client with the manifest read exposed too, for the rare caller that wants the bytes. */
export interface HttpRegistryClient extends RegistryClient {
  fetchManifest(image: RegistryImage, reference: string): Promise<FetchedManifest>;
}

const ACCEPT = MANIFEST_MEDIA_TYPES.join(', ');
const DIGEST_HEADER = 'docker-content-digest';
const MAX_REDIRECTS = 3;
const MAX_TAGS = 10_000;

/** A RegistryClient over HTTP with node's fetch. */
export function httpRegistryClient(options: HttpRegistryClientOptions = {}): HttpRegistryClient {
  const {
    hosts = {},
    timeoutMs = 10_000,
    maxManifestBytes = 4 * 1024 * 1024,
    fetch = globalThis.fetch,
    readSecret = (path: string) => readFile(path, 'utf8'),
    now = Date.now,
  } = options;
  const auth = new RegistryAuth({ fetch, readSecret, now, timeoutMs });

  /** One API call with login and redirects handled; the body is read by `read` within the timeout. */
  async function call<T>(
    image: RegistryImage,
    method: 'GET' | 'HEAD',
    path: string,
    headers: Record<string, string>,
    read: (response: Response) => Promise<T>,
  ): Promise<{ response: Response; body: T; endpoint: RegistryEndpoint }> {
    const endpoint = registryEndpoint(image.registryHost, hosts, { insecure: image.insecure === true });
    const { repository } = normalizeRepository(image);
    const scope = `repository:${repository}:pull`;
    const signal = AbortSignal.timeout(timeoutMs);
    const what = `${method} ${path}`;
    let authorization = await auth.upFront(endpoint, scope);
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await follow(endpoint, method, path, { ...headers }, authorization, signal);
        if (response.status === 401 && attempt === 1) {
          await response.body?.cancel();
          authorization = await auth.answer(endpoint, scope, response.headers.get('www-authenticate'));
          continue;
        }
        return { response, body: await read(response), endpoint };
      } catch (error) {
        if (error instanceof GitshiftError) throw error;
        throw new GitshiftError(
          'REGISTRY_UNREACHABLE',
          `registry ${endpoint.host} did not answer ${what}${causeOf(error) === 'timed out' ? ` within ${timeoutMs} ms` : `: ${causeOf(error)}`}`,
          { host: endpoint.host, retryable: true },
          { cause: error },
        );
      }
    }
  }

  /** Follows redirects by hand, so the login never travels to another origin. */
  async function follow(
    endpoint: RegistryEndpoint,
    method: string,
    path: string,
    headers: Record<string, string>,
    authorization: string | undefined,
    signal: AbortSignal,
  ): Promise<Response> {
    let url = new URL(`${endpoint.baseUrl}${path}`);
    const origin = url.origin;
    for (let hops = 0; ; hops++) {
      const sent = { ...headers };
      if (authorization !== undefined && url.origin === origin) sent['authorization'] = authorization;
      const response = await fetch(url, { method, headers: sent, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null) return response;
      await response.body?.cancel();
      if (hops >= MAX_REDIRECTS)
        throw badResponse(endpoint, `redirected more than ${MAX_REDIRECTS} times for ${method} ${path}`);
      url = new URL(location, url);
    }
  }

  async function fetchManifest(image: RegistryImage, reference: string): Promise<FetchedManifest> {
    const path = manifestPath(image, reference);
    const { response, body, endpoint } = await call(
      image,
      'GET',
      path,
      { accept: ACCEPT },
      (r): Promise<Uint8Array | string> => (r.ok ? readCapped(r, maxManifestBytes, image) : r.text()),
    );
    if (!response.ok) throw statusError(endpoint, image, reference, response, body as string);
    const bytes = body as Uint8Array;
    const digest = verifiedDigest(endpoint, image, reference, response.headers.get(DIGEST_HEADER), bytes);
    return { digest, mediaType: mediaTypeOf(response, bytes), bytes };
  }

  return {
    fetchManifest,

    async resolveTag(image, tag) {
      checkTag(tag);
      const path = manifestPath(image, tag);
      // HEAD first: it costs nothing against Docker Hub's pull limits and has no body to check.
      const head = await call(image, 'HEAD', path, { accept: ACCEPT }, () => Promise.resolve(undefined));
      if (!head.response.ok) throw statusError(head.endpoint, image, tag, head.response, '');
      const digest = head.response.headers.get(DIGEST_HEADER);
      const type = head.response.headers.get('content-type')?.split(';')[0]?.trim();
      if (digest !== null && isDigest(digest) && type !== undefined && type !== '')
        return { digest, mediaType: type };
      // No digest header (some registries omit it on HEAD): read the manifest and hash it.
      const manifest = await fetchManifest(image, tag);
      const created = createdOf(manifest.bytes);
      const resolved: ResolvedTag = { digest: manifest.digest, mediaType: manifest.mediaType };
      return created === undefined ? resolved : { ...resolved, created };
    },

    async listTags(image, { limit = 1000, pageSize = 100 }: ListTagsOptions = {}): Promise<TagList> {
      const cap = Math.max(1, Math.min(limit, MAX_TAGS));
      const { repository } = normalizeRepository(image);
      checkRepository(repository);
      const tags: string[] = [];
      let path = `/v2/${repository}/tags/list?n=${Math.max(1, Math.min(pageSize, cap))}`;
      for (;;) {
        const { response, body, endpoint } = await call(
          image,
          'GET',
          path,
          { accept: 'application/json' },
          (r) => r.text(),
        );
        if (response.status === 404) {
          throw new GitshiftError(
            'REGISTRY_REPOSITORY_NOT_FOUND',
            `registry ${endpoint.host} has no repository ${repository}`,
            { host: endpoint.host, repository },
          );
        }
        if (!response.ok) throw statusError(endpoint, image, undefined, response, body);
        const page = tagsOf(body);
        if (page === undefined)
          throw badResponse(endpoint, `its tag list of ${repository} is not { tags: [...] }`);
        tags.push(...page);
        const next = nextLink(response.headers.get('link'), endpoint);
        if (tags.length >= cap)
          return { tags: tags.slice(0, cap), truncated: tags.length > cap || next !== undefined };
        if (next === undefined) return { tags, truncated: false };
        // Every page must move on, so a registry that links in circles cannot keep us here.
        if (page.length === 0 || next === path)
          throw badResponse(endpoint, `its tag list of ${repository} links to a page that does not move on`);
        path = next;
      }
    },
  };
}

function manifestPath(image: RegistryImage, reference: string): string {
  const { repository } = normalizeRepository(image);
  checkRepository(repository);
  if (!isImageTag(reference) && !isDigest(reference))
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${reference}' is neither a tag nor a digest`, {
      reference,
    });
  return `/v2/${repository}/manifests/${reference}`;
}

function checkRepository(repository: string): void {
  if (!isRepositoryPath(repository))
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${repository}' is not a repository name`, {
      repository,
    });
}

function checkTag(tag: string): void {
  if (!isImageTag(tag))
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${tag}' is not an image tag`, { tag });
}

const DIGEST = /^(sha256:[a-f0-9]{64}|sha512:[a-f0-9]{128})$/;

function isDigest(text: string): boolean {
  return DIGEST.test(text);
}

/** The digest of the bytes; when the registry named one, it must be the same. */
function verifiedDigest(
  endpoint: RegistryEndpoint,
  image: RegistryImage,
  reference: string,
  header: string | null,
  bytes: Uint8Array,
): string {
  const algorithm = header !== null && header.startsWith('sha512:') ? 'sha512' : 'sha256';
  const actual = `${algorithm}:${createHash(algorithm).update(bytes).digest('hex')}`;
  if (header !== null && header !== actual) {
    throw badResponse(
      endpoint,
      `the manifest of ${image.repository}:${reference} hashes to ${actual}, not the ${header} it claims`,
    );
  }
  return actual;
}

function mediaTypeOf(response: Response, bytes: Uint8Array): string {
  const header = response.headers.get('content-type')?.split(';')[0]?.trim();
  if (header !== undefined && header !== '' && header !== 'application/json') return header;
  const field = parsedField(bytes, 'mediaType');
  return typeof field === 'string' ? field : (header ?? 'application/octet-stream');
}

function createdOf(bytes: Uint8Array): string | undefined {
  const annotations = parsedField(bytes, 'annotations');
  const created =
    typeof annotations === 'object' && annotations !== null
      ? (annotations as Record<string, unknown>)['org.opencontainers.image.created']
      : undefined;
  return typeof created === 'string' && !Number.isNaN(Date.parse(created)) ? created : undefined;
}

function parsedField(bytes: Uint8Array, field: string): unknown {
  try {
    const value: unknown = JSON.parse(Buffer.from(bytes).toString('utf8'));
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)[field]
      : undefined;
  } catch {
    // Not JSON: the caller falls back to the header, and the digest was checked on the bytes anyway.
    return undefined;
  }
}

function tagsOf(body: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value !== 'object' || value === null) return undefined;
    const tags = (value as Record<string, unknown>)['tags'];
    // Docker Distribution answers `tags: null` for a repository whose tags were all deleted.
    if (tags === null) return [];
    return Array.isArray(tags) && tags.every((t) => typeof t === 'string') ? tags : undefined;
  } catch {
    return undefined;
  }
}

/** The `rel="next"` target of a Link header, as a path on the same registry; another origin is refused. */
function nextLink(header: string | null, endpoint: RegistryEndpoint): string | undefined {
  if (header === null) return undefined;
  const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(header);
  if (match?.[1] === undefined) return undefined;
  const base = new URL(endpoint.baseUrl);
  const url = new URL(match[1], base);
  if (url.origin !== base.origin)
    throw badResponse(endpoint, `its tag list continues on another origin (${url.origin})`);
  return `${url.pathname}${url.search}`;
}

async function readCapped(response: Response, cap: number, image: RegistryImage): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const tooLarge = (): GitshiftError =>
    new GitshiftError(
      'REGISTRY_BAD_RESPONSE',
      `the manifest of ${image.repository} on ${image.registryHost} is larger than ${cap} bytes`,
      { host: image.registryHost, repository: image.repository },
    );
  if (declared > cap) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body === null) return new Uint8Array();
  // Leaving the loop early cancels the stream, so an oversized body is not read to its end.
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > cap) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Maps an unsuccessful answer to a typed error; the registry's own error code is kept in `data`. */
function statusError(
  endpoint: RegistryEndpoint,
  image: RegistryImage,
  reference: string | undefined,
  response: Response,
  body: string,
): GitshiftError {
  const { repository } = normalizeRepository(image);
  const named = reference === undefined ? repository : `${repository}:${reference}`;
  const registryCode = registryErrorCode(body);
  const data = { host: endpoint.host, repository, status: response.status, registryCode };
  if (response.status === 404) {
    if (registryCode === 'NAME_UNKNOWN')
      return new GitshiftError(
        'REGISTRY_REPOSITORY_NOT_FOUND',
        `registry ${endpoint.host} has no repository ${repository}`,
        data,
      );
    return new GitshiftError('REGISTRY_TAG_NOT_FOUND', `registry ${endpoint.host} has no tag ${named}`, data);
  }
  if (response.status === 401 || response.status === 403) {
    return new GitshiftError(
      'REGISTRY_AUTH_FAILED',
      `registry ${endpoint.host} refused access to ${repository} (HTTP ${response.status}${registryCode === undefined ? '' : ` ${registryCode}`}): check the credentials configured for ${endpoint.host}`,
      data,
    );
  }
  if (response.status === 429 || response.status >= 500) {
    return new GitshiftError(
      'REGISTRY_UNREACHABLE',
      `registry ${endpoint.host} answered HTTP ${response.status} for ${named}; try again later`,
      { ...data, retryable: true },
    );
  }
  return badResponse(endpoint, `it answered HTTP ${response.status} for ${named}`, data);
}

function registryErrorCode(body: string): string | undefined {
  try {
    const value: unknown = JSON.parse(body);
    const errors =
      typeof value === 'object' && value !== null ? (value as { errors?: unknown }).errors : undefined;
    const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
    const code = typeof first === 'object' && first !== null ? (first as { code?: unknown }).code : undefined;
    return typeof code === 'string' && /^[A-Z_]{1,64}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

function badResponse(
  endpoint: RegistryEndpoint,
  why: string,
  data: Record<string, unknown> = {},
): GitshiftError {
  return new GitshiftError('REGISTRY_BAD_RESPONSE', `registry ${endpoint.host}: ${why}`, {
    host: endpoint.host,
    ...data,
  });
}
