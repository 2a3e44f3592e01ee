import type { RequestHead } from './endpoint.js';
import { reject } from './rejection.js';
import type { SecretSet } from './secret-match.js';

/** 403 unless the secret in the URL is one of the configured ones; decided before the body is read. */
export function requirePathSecret(secrets: SecretSet, { route }: RequestHead): void {
  const given = 'secret' in route ? route.secret : '';
  if (!secrets.matches(given)) throw reject.forbidden('the secret in the URL does not match');
}
