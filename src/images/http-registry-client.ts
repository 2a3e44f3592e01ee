import { readFile } from 'node:fs/promises';
import { GitshiftError } from '../errors/index.js';
import { normalizeRepository } from './image-name.js';
import { isImageTag, isRepositoryPath } from './reference-grammar.js';
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
import {
  badResponse,
  createdOf,
  isDigest,
  mediaTypeOf,
  nextLink,
  readCapped,
  readCappedText,
  statusError,
  tagsOf,
  verifiedDigest,
} from './registry-response.js';

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
/** Error answers are read for their code only. */
const ERROR_BYTES = 64 * 1024;
/** Registries that ignore `n` (Docker Distribution 2.8) send every tag in one page: room for ~100,000 long tags. */
const TAG_PAGE_BYTES = 16 * 1024 * 1024;

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
        const { response, elsewhere } = await follow(
          endpoint,
          method,
          path,
          { ...headers },
          authorization,
          signal,
        );
        if (response.status === 401 && elsewhere !== undefined) {
          // A host the registry sent us to asks for a login: ours is the registry's, not its to have.
          await response.body?.cancel();
          throw new GitshiftError(
            'REGISTRY_AUTH_FAILED',
            `registry ${endpoint.host} redirected ${what} to ${elsewhere}, which asks for a login; gitshift logs in only where the registry itself asks`,
            { host: endpoint.host, redirectedTo: elsewhere },
          );
        }
        if (response.status === 401 && attempt === 1) {
          await response.body?.cancel();
          authorization = await auth.answer(
            endpoint,
            scope,
            response.headers.get('www-authenticate'),
            authorization,
          );
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

  /**
   * Follows redirects by hand, so the login never travels to another origin
   * (blob and manifest redirects to a CDN or object store are common).
   * `elsewhere` is the origin that answered, when it is not the registry's.
   */
  async function follow(
    endpoint: RegistryEndpoint,
    method: string,
    path: string,
    headers: Record<string, string>,
    authorization: string | undefined,
    signal: AbortSignal,
  ): Promise<{ response: Response; elsewhere: string | undefined }> {
    let url = new URL(`${endpoint.baseUrl}${path}`);
    const origin = url.origin;
    for (let hops = 0; ; hops++) {
      const sent = { ...headers };
      if (authorization !== undefined && url.origin === origin) sent['authorization'] = authorization;
      const response = await fetch(url, { method, headers: sent, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || location === null)
        return { response, elsewhere: url.origin === origin ? undefined : url.origin };
      await response.body?.cancel();
      if (hops >= MAX_REDIRECTS)
        throw badResponse(endpoint, `redirected more than ${MAX_REDIRECTS} times for ${method} ${path}`);
      const next = new URL(location, url);
      // What a redirect serves is hashed into a commit: an HTTPS registry's answers stay on HTTPS.
      if (url.protocol === 'https:' && next.protocol !== 'https:')
        throw badResponse(endpoint, `redirected ${method} ${path} from HTTPS to ${next.origin}`);
      url = next;
    }
  }

  async function fetchManifest(image: RegistryImage, reference: string): Promise<FetchedManifest> {
    const path = manifestPath(image, reference);
    const { response, body, endpoint } = await call(
      image,
      'GET',
      path,
      { accept: ACCEPT },
      (r): Promise<Uint8Array | string> =>
        r.ok
          ? readCapped(r, maxManifestBytes, image)
          : readCappedText(r, ERROR_BYTES, image, 'an error answer'),
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
      // The manifest itself, hashed: a Docker-Content-Digest header is only the registry's word, and
      // this digest goes into a commit. verifiedDigest refuses a header the bytes do not hash to.
      const manifest = await fetchManifest(image, tag);
      const created = createdOf(manifest.bytes);
      const resolved: ResolvedTag = { digest: manifest.digest, mediaType: manifest.mediaType };
      return created === undefined ? resolved : { ...resolved, created };
    },

    async claimedDigest(image, tag) {
      checkTag(tag);
      const path = manifestPath(image, tag);
      // HEAD: it costs nothing against Docker Hub's pull limits, and it has no body to hash.
      const head = await call(image, 'HEAD', path, { accept: ACCEPT }, () => Promise.resolve(undefined));
      if (!head.response.ok) throw statusError(head.endpoint, image, tag, head.response, '');
      const digest = head.response.headers.get(DIGEST_HEADER);
      return digest !== null && isDigest(digest) ? digest : undefined;
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
          (r) => readCappedText(r, TAG_PAGE_BYTES, image, 'a tag-list page'),
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
