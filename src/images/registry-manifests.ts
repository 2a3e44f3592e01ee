import type { RegistryCall } from './registry-call.js';
import {
  MANIFEST_MEDIA_TYPES,
  type FetchedManifest,
  type RegistryImage,
  type ResolvedTag,
} from './registry-client.js';
import { checkTag, manifestPath } from './registry-paths.js';
import {
  badResponse,
  createdOf,
  isDigest,
  isManifest,
  mediaTypeOf,
  readCapped,
  readCappedText,
  statusError,
  verifiedDigest,
} from './registry-response.js';

/*
 * Manifests: read by GET and hashed (what a tag points at, fit to commit), or
 * asked by HEAD for the digest the registry claims (cheap, never committed).
 */

const ACCEPT = MANIFEST_MEDIA_TYPES.join(', ');
const DIGEST_HEADER = 'docker-content-digest';
/** Error answers are read for their code only. */
const ERROR_BYTES = 64 * 1024;

/** The manifest's bytes, refused past `maxBytes`, with a digest they hash to. */
export async function fetchManifest(
  call: RegistryCall,
  image: RegistryImage,
  reference: string,
  maxBytes: number,
): Promise<FetchedManifest> {
  const { response, body, endpoint } = await call(
    image,
    { method: 'GET', path: manifestPath(image, reference), headers: { accept: ACCEPT } },
    (r): Promise<Uint8Array | string> =>
      r.ok ? readCapped(r, maxBytes, image) : readCappedText(r, ERROR_BYTES, image, 'an error answer'),
  );
  if (!response.ok) throw statusError(endpoint, image, reference, response, body as string);
  const bytes = body as Uint8Array;
  if (!isManifest(bytes)) {
    // A captive portal, a proxy's error page: hashed, it would be committed as the image.
    throw badResponse(
      endpoint,
      `answered ${reference} of ${image.repository} with something that is not a manifest (no JSON object with a schemaVersion)`,
    );
  }
  const digest = verifiedDigest(endpoint, image, reference, response.headers.get(DIGEST_HEADER), bytes);
  return { digest, mediaType: mediaTypeOf(response, bytes), bytes };
}

/**
 * What a tag points at, from the manifest itself, hashed: a
 * Docker-Content-Digest header is only the registry's word, and this digest
 * goes into a commit. verifiedDigest refuses a header the bytes do not hash to.
 */
export async function resolveTag(
  call: RegistryCall,
  image: RegistryImage,
  tag: string,
  maxBytes: number,
): Promise<ResolvedTag> {
  checkTag(tag);
  const manifest = await fetchManifest(call, image, tag, maxBytes);
  const created = createdOf(manifest.bytes);
  const resolved: ResolvedTag = { digest: manifest.digest, mediaType: manifest.mediaType };
  return created === undefined ? resolved : { ...resolved, created };
}

/** HEAD: it costs nothing against Docker Hub's pull limits, and it has no body to hash. */
export async function claimedDigest(
  call: RegistryCall,
  image: RegistryImage,
  tag: string,
): Promise<string | undefined> {
  checkTag(tag);
  const head = await call(
    image,
    { method: 'HEAD', path: manifestPath(image, tag), headers: { accept: ACCEPT } },
    () => Promise.resolve(undefined),
  );
  if (!head.response.ok) throw statusError(head.endpoint, image, tag, head.response, '');
  const digest = head.response.headers.get(DIGEST_HEADER);
  return digest !== null && isDigest(digest) ? digest : undefined;
}
