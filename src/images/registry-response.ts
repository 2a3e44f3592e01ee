import { createHash } from 'node:crypto';
import { GitshiftError } from '../errors/index.js';
import { normalizeRepository } from './image-name.js';
import type { RegistryImage } from './registry-client.js';
import type { RegistryEndpoint } from './registry-hosts.js';

/*
 * Reading the Registry API's answers: checking a manifest against its digest,
 * tag-list pages and their Link headers, and turning an unsuccessful status
 * into a typed REGISTRY_* error.
 */

const DIGEST = /^(sha256:[a-f0-9]{64}|sha512:[a-f0-9]{128})$/;

export function isDigest(text: string): boolean {
  return DIGEST.test(text);
}

/**
 * The digest of the bytes. When the registry named one (Docker-Content-Digest),
 * or the manifest was asked for by digest, the bytes must hash to it.
 */
export function verifiedDigest(
  endpoint: RegistryEndpoint,
  image: RegistryImage,
  reference: string,
  header: string | null,
  bytes: Uint8Array,
): string {
  const claims = [isDigest(reference) ? reference : undefined, header ?? undefined].filter(
    (claim): claim is string => claim !== undefined,
  );
  const algorithm = claims[0]?.startsWith('sha512:') === true ? 'sha512' : 'sha256';
  const actual = `${algorithm}:${createHash(algorithm).update(bytes).digest('hex')}`;
  for (const claim of claims) {
    if (claim !== actual)
      throw badResponse(
        endpoint,
        `the manifest of ${image.repository}${isDigest(reference) ? '@' : ':'}${reference} hashes to ${actual}, not the ${claim} it claims`,
      );
  }
  return actual;
}

export function mediaTypeOf(response: Response, bytes: Uint8Array): string {
  const header = response.headers.get('content-type')?.split(';')[0]?.trim();
  if (header !== undefined && header !== '' && header !== 'application/json') return header;
  const field = parsedField(bytes, 'mediaType');
  return typeof field === 'string' ? field : (header ?? 'application/octet-stream');
}

/** Whether the bytes are a manifest at all: a JSON object with a numeric schemaVersion, as every version has. */
export function isManifest(bytes: Uint8Array): boolean {
  return typeof parsedField(bytes, 'schemaVersion') === 'number';
}

export function createdOf(bytes: Uint8Array): string | undefined {
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

export function tagsOf(body: string): string[] | undefined {
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
export function nextLink(header: string | null, endpoint: RegistryEndpoint): string | undefined {
  if (header === null) return undefined;
  const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(header);
  if (match?.[1] === undefined) return undefined;
  const base = new URL(endpoint.baseUrl);
  const url = new URL(match[1], base);
  if (url.origin !== base.origin)
    throw badResponse(endpoint, `its tag list continues on another origin (${url.origin})`);
  return `${url.pathname}${url.search}`;
}

/** The body, refused past `cap` bytes: a registry cannot make us hold more. `what` names it in the error. */
export async function readCapped(
  response: Response,
  cap: number,
  image: RegistryImage,
  what = 'the manifest',
): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const tooLarge = (): GitshiftError =>
    new GitshiftError(
      'REGISTRY_BAD_RESPONSE',
      `${what} of ${image.repository} on ${image.registryHost} is larger than ${cap} bytes`,
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

export async function readCappedText(
  response: Response,
  cap: number,
  image: RegistryImage,
  what: string,
): Promise<string> {
  return Buffer.from(await readCapped(response, cap, image, what)).toString('utf8');
}

/** Maps an unsuccessful answer to a typed error; the registry's own error code is kept in `data`. */
export function statusError(
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
      data,
      { transient: true },
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

export function badResponse(
  endpoint: RegistryEndpoint,
  why: string,
  data: Record<string, unknown> = {},
): GitshiftError {
  return new GitshiftError('REGISTRY_BAD_RESPONSE', `registry ${endpoint.host}: ${why}`, {
    host: endpoint.host,
    ...data,
  });
}

/** What a failed fetch says, short: `timed out`, a system error code (`ECONNREFUSED`), or its message. */
export function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = (error as { cause?: unknown }).cause;
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : error.message;
}
