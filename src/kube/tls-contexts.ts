import { createSecureContext, type SecureContext } from 'node:tls';
import type { Credentials } from './renewing-credentials.js';

/**
 * The TLS context of the API server's connections, built once per client
 * certificate instead of once per connection: building one (parsing the CA,
 * the certificate and the key) took 3–4 ms of the calling thread's CPU, and a
 * burst of requests (a sync's applies, the Events after it) opens up to
 * maxSockets connections at once. A renewed certificate gets a context of
 * its own; the last one is kept.
 */
export class TlsContexts {
  private last:
    | { readonly cert: Buffer | undefined; readonly key: Buffer | undefined; readonly context: SecureContext }
    | undefined;

  constructor(private readonly ca: Buffer | undefined) {}

  for(auth: Pick<Credentials, 'cert' | 'key'>): SecureContext {
    const last = this.last;
    if (last !== undefined && sameBytes(last.cert, auth.cert) && sameBytes(last.key, auth.key))
      return last.context;
    const context = createSecureContext({
      ...(this.ca === undefined ? {} : { ca: this.ca }),
      ...(auth.cert === undefined ? {} : { cert: auth.cert }),
      ...(auth.key === undefined ? {} : { key: auth.key }),
    });
    this.last = { cert: auth.cert, key: auth.key, context };
    return context;
  }
}

function sameBytes(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && a.equals(b));
}
