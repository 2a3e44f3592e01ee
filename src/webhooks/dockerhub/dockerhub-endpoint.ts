import { createHash } from 'node:crypto';
import type { Endpoint, Receipt, RequestHead } from '../endpoint.js';
import { parseJson, utf8Text } from '../json-fields.js';
import { checkMediaType } from '../media-type.js';
import { requirePathSecret } from '../path-secret.js';
import type { SecretSet } from '../secret-match.js';
import { toDockerHubPush } from './dockerhub-payload.js';

/**
 * POST /hooks/dockerhub/<secret>. Docker Hub signs nothing, so the secret in
 * the URL is the only proof of origin; it is checked before the body is read.
 */
export function dockerHubEndpoint(secrets: SecretSet, maxBodyBytes: number): Endpoint {
  return {
    maxBodyBytes,
    admit(head: RequestHead): void {
      requirePathSecret(secrets, head);
      const type = checkMediaType(head.headers, ['application/json'], 'Docker Hub sends application/json');
      if (type !== undefined) throw type;
    },
    receive(body: Buffer): Receipt {
      const payload = parseJson(utf8Text(body, 'the body'), 'the Docker Hub payload');
      // No delivery id: the same body twice is the same push (its pushed_at tells pushes apart).
      const eventId = createHash('sha256').update(body).digest('hex');
      const event = toDockerHubPush(payload, eventId);
      return { kind: 'deliveries', deliveries: [{ replayKey: `dockerhub:${eventId}`, event }], ignored: 0 };
    },
  };
}
