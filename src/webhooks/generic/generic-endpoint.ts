import { randomUUID } from 'node:crypto';
import type { Endpoint, Receipt, RequestHead } from '../endpoint.js';
import { checkMediaType, mediaTypeOf } from '../media-type.js';
import { reject } from '../rejection.js';
import { secretMatches } from '../secret-match.js';
import { hasBody, parseGenericBody } from './generic-body.js';
import { toGenericPayload } from './generic-payload.js';

/** A project is a namespace: a DNS-1123 label. */
const PROJECT = /^[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?$/;

/**
 * POST /hooks/generic/<project>/<secret>: OpenShift's generic webhook. The
 * body is optional; when there is one it is JSON or YAML as OpenShift takes
 * (stricter than OpenShift, which ignores a body it cannot read: here that is a 4xx).
 */
export function genericEndpoint(
  secretsOf: (project: string) => readonly string[],
  maxBodyBytes: number,
): Endpoint {
  return {
    maxBodyBytes,
    admit({ route, headers }: RequestHead): void {
      const project = route.source === 'generic' ? route.project : '';
      const secret = route.source === 'generic' ? route.secret : '';
      // Unknown projects and wrong secrets get the same answer: the endpoint does not say which projects exist.
      const secrets = PROJECT.test(project) ? secretsOf(project) : [];
      if (!secretMatches(secrets, secret)) throw reject.forbidden('the secret in the URL does not match');
      if (!hasBody(headers)) return;
      const type = checkMediaType(
        headers,
        ['application/json', 'application/yaml'],
        'the generic webhook takes a JSON or YAML body, or none',
      );
      if (type !== undefined) throw type;
    },
    receive(body: Buffer, { route, headers }: RequestHead): Receipt {
      const project = route.source === 'generic' ? route.project : '';
      const payload =
        body.length === 0 ? undefined : toGenericPayload(parseGenericBody(body, mediaTypeOf(headers)));
      return {
        kind: 'deliveries',
        deliveries: [
          {
            replayKey: undefined,
            event: {
              kind: 'generic',
              project,
              eventId: randomUUID(),
              ...(payload === undefined ? {} : { payload }),
            },
          },
        ],
        ignored: 0,
      };
    },
  };
}
