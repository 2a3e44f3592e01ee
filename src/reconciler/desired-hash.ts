import { createHash } from 'node:crypto';
import type { KubeObject } from '../render/kube-object.js';
import { canonicalJson } from '../yaml/values/lossless-json.js';

export const DESIRED_HASH_ANNOTATION = 'gitshift.io/desired-hash';

/**
 * Stamps the object with a hash of itself. A live object carrying the same
 * hash was applied from exactly this desired state, so when none of its fields
 * drifted there is nothing to send — including no field gitshift stopped
 * managing, which a plain comparison could not see.
 */
export function withDesiredHash(object: KubeObject): KubeObject {
  const hash = createHash('sha256').update(canonicalJson(object)).digest('hex').slice(0, 32);
  return {
    ...object,
    metadata: {
      ...object.metadata,
      annotations: { ...object.metadata.annotations, [DESIRED_HASH_ANNOTATION]: hash },
    },
  };
}

export function desiredHashOf(object: KubeObject): string | undefined {
  return object.metadata.annotations?.[DESIRED_HASH_ANNOTATION];
}
