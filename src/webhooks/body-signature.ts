import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { header } from './endpoint.js';
import { reject } from './rejection.js';

const SIGNATURE = /^sha256=[0-9a-f]{64}$/;

/**
 * X-Hub-Signature-256 as far as the headers tell: absent (undefined), or
 * well formed; a malformed one is 401 before the body is read.
 */
export function declaredSignature(headers: IncomingHttpHeaders): string | undefined {
  const signature = header(headers, 'x-hub-signature-256');
  if (signature === undefined) return undefined;
  if (!SIGNATURE.test(signature))
    throw reject.unauthenticated('X-Hub-Signature-256 is malformed: expected sha256=<64 hex digits>');
  return signature;
}

/**
 * Whether a well-formed `sha256=<hex>` signature is the HMAC-SHA256 of the
 * body's bytes as received, keyed with `secret`; compared in constant time.
 * The bytes, not a decoded text: nothing unauthenticated is decoded, and
 * there is no text to encode again for the HMAC.
 */
export function bodySignatureMatches(body: Buffer, signature: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 401 unless `signature` is the HMAC-SHA256 of the body as received, keyed with `secret`. */
export function verifyBodySignature(body: Buffer, signature: string, secret: string): void {
  if (!bodySignatureMatches(body, signature, secret))
    throw reject.unauthenticated(
      'X-Hub-Signature-256 does not match the body: sign with the secret in the URL',
    );
}
