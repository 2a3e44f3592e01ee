import type { Endpoint, Receipt, RequestHead } from '../endpoint.js';
import { parseJson, utf8Text } from '../json-fields.js';
import { checkMediaType } from '../media-type.js';
import { requirePathSecret } from '../path-secret.js';
import type { SecretSet } from '../secret-match.js';
import { readRegistryNotification } from './registry-notification.js';

export const DISTRIBUTION_EVENTS = 'application/vnd.docker.distribution.events.v1+json';

/**
 * POST /hooks/registry/<secret>: Docker Distribution notifications. Envelopes
 * with only layer events or pulls are answered 202 and hand nothing on.
 */
export function registryEndpoint(secrets: SecretSet, maxBodyBytes: number): Endpoint {
  return {
    maxBodyBytes,
    admit(head: RequestHead): void {
      requirePathSecret(secrets, head);
      const type = checkMediaType(
        head.headers,
        [DISTRIBUTION_EVENTS, 'application/json'],
        'a Distribution registry sends its events envelope',
      );
      if (type !== undefined) throw type;
    },
    receive(body: Buffer): Receipt {
      const envelope = parseJson(utf8Text(body, 'the body'), 'the notification');
      const { deliveries, ignored } = readRegistryNotification(envelope);
      if (deliveries.length === 0)
        return { kind: 'reply', reply: { status: 202, body: { status: 'ignored', ignored } } };
      return { kind: 'deliveries', deliveries, ignored };
    },
  };
}
