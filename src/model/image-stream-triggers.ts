import type { Manifest } from './manifest.js';
import { asRecord, isRecord } from './values.js';

/** The kinds an older DeploymentConfig's image trigger may name a stream by, which the API server reads as ImageStreamTag. */
const STREAM_KINDS: ReadonlySet<unknown> = new Set(['ImageStream', 'ImageRepository']);

/**
 * A DeploymentConfig whose ImageChange triggers name `from.kind: ImageStream`
 * (or the older ImageRepository) as OpenShift reads it: the API server's apps
 * v1 conversion turns such a trigger into an ImageStreamTag, of tag `latest`
 * when the name has none. Older templates (EAP 6.4) still write them. Other
 * manifests, and triggers of any other kind, are returned as they are.
 */
export function withImageStreamTagTriggers(manifest: Manifest): Manifest {
  if (manifest.openshiftKind !== 'DeploymentConfig') return manifest;
  const spec = asRecord(manifest.object['spec']);
  const triggers = spec['triggers'];
  if (!Array.isArray(triggers) || !triggers.some(namesStream)) return manifest;
  const object = { ...manifest.object, spec: { ...spec, triggers: triggers.map(asStreamTagTrigger) } };
  return { ...manifest, object };
}

function fromOf(trigger: unknown): Readonly<Record<string, unknown>> {
  return asRecord(asRecord(asRecord(trigger)['imageChangeParams'])['from']);
}

function namesStream(trigger: unknown): boolean {
  return STREAM_KINDS.has(fromOf(trigger)['kind']);
}

function asStreamTagTrigger(trigger: unknown): unknown {
  if (!isRecord(trigger) || !namesStream(trigger)) return trigger;
  const params = asRecord(trigger['imageChangeParams']);
  const from = fromOf(trigger);
  const name = from['name'];
  const tagged = typeof name === 'string' && !name.includes(':') ? { name: `${name}:latest` } : {};
  return {
    ...trigger,
    imageChangeParams: { ...params, from: { ...from, kind: 'ImageStreamTag', ...tagged } },
  };
}
