import type { Delivery } from '../endpoint.js';
import { SENDER_ID } from '../endpoint.js';
import { DIGEST, REGISTRY_HOST, REPOSITORY_PATH, TAG } from '../../images/reference-grammar.js';
import { isObject, objectField, optionalStringField, stringField, type JsonObject } from '../json-fields.js';
import { reject } from '../rejection.js';

/** Media types of manifests: only those carry a tag. Layers and configs are blobs. */
export const MANIFEST_MEDIA_TYPES: ReadonlySet<string> = new Set([
  'application/vnd.docker.distribution.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v1+prettyjws',
  'application/vnd.docker.distribution.manifest.v2+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.oci.image.index.v1+json',
]);

export interface RegistryNotification {
  readonly deliveries: readonly Delivery[];
  /** Events of no interest: pulls, deletes, blob (layer) pushes, pushes by digest alone. */
  readonly ignored: number;
}

/**
 * A Docker Distribution notification envelope (`{ "events": [...] }`): each
 * push of a manifest with a tag becomes one image-push, keyed by the event id
 * so a resent envelope is processed once.
 */
export function readRegistryNotification(envelope: unknown): RegistryNotification {
  if (!isObject(envelope) || !Array.isArray(envelope['events']))
    throw reject.unprocessable('the notification must be an object with an events array');
  const deliveries: Delivery[] = [];
  let ignored = 0;
  envelope['events'].forEach((event: unknown, i) => {
    const name = `events[${i}]`;
    if (!isObject(event)) throw reject.unprocessable(`${name} must be an object`);
    const target = objectField(event, 'target', `${name}.target`);
    const tag = optionalStringField(target, 'tag', `${name}.target.tag`);
    const mediaType = optionalStringField(target, 'mediaType', `${name}.target.mediaType`) ?? '';
    if (
      event['action'] !== 'push' ||
      !MANIFEST_MEDIA_TYPES.has(mediaType) ||
      tag === undefined ||
      tag === ''
    ) {
      ignored += 1;
      return;
    }
    const eventId = stringField(event, 'id', `${name}.id`, SENDER_ID);
    deliveries.push({
      replayKey: `registry:${eventId}`,
      event: {
        kind: 'image-push',
        source: 'registry',
        eventId,
        registryHost: registryHostOf(event, target, name),
        repository: stringField(target, 'repository', `${name}.target.repository`, REPOSITORY_PATH),
        tag: stringField(target, 'tag', `${name}.target.tag`, TAG),
        digest: stringField(target, 'digest', `${name}.target.digest`, DIGEST),
        mediaType,
      },
    });
  });
  return { deliveries, ignored };
}

/** The host the pusher used (`request.host`), else the host of the manifest URL the registry reports. */
function registryHostOf(event: JsonObject, target: JsonObject, name: string): string {
  const request = event['request'];
  const host = isObject(request) ? optionalStringField(request, 'host', `${name}.request.host`) : undefined;
  if (host !== undefined && REGISTRY_HOST.test(host)) return host;
  const url = optionalStringField(target, 'url', `${name}.target.url`);
  const fromUrl = url === undefined ? undefined : hostOfUrl(url);
  if (fromUrl !== undefined) return fromUrl;
  throw reject.unprocessable(`${name}.request.host must name the registry host`);
}

function hostOfUrl(url: string): string | undefined {
  try {
    const host = new URL(url).host;
    return REGISTRY_HOST.test(host) ? host : undefined;
  } catch {
    // Not a URL: the caller reports the missing host.
    return undefined;
  }
}
