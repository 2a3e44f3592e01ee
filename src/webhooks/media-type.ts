import type { IncomingHttpHeaders } from 'node:http';
import { reject, type WebhookRejection } from './rejection.js';

/** `application/json; charset=utf-8` → `application/json`; undefined when the header is absent or empty. */
export function mediaTypeOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['content-type'];
  if (value === undefined || value.trim() === '') return undefined;
  return (value.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Only UTF-8 (or no charset, which for JSON means UTF-8) is read. */
function charsetOf(headers: IncomingHttpHeaders): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(headers['content-type'] ?? '');
  return match?.[1]?.toLowerCase();
}

/**
 * Checks the body's declared type before a byte of it is read: 415 when it
 * is not one of `accepted`, is compressed, or is in a charset other than UTF-8.
 */
export function checkMediaType(
  headers: IncomingHttpHeaders,
  accepted: readonly string[],
  hint: string,
): WebhookRejection | undefined {
  const encoding = headers['content-encoding']?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== '' && encoding !== 'identity')
    return reject.unsupportedMediaType(
      `Content-Encoding ${encoding} is not supported: send the body uncompressed`,
    );
  const type = mediaTypeOf(headers);
  if (type === undefined || !accepted.includes(type))
    return reject.unsupportedMediaType(
      `Content-Type ${type ?? '(none)'} is not accepted here: ${hint} (one of ${accepted.join(', ')})`,
    );
  const charset = charsetOf(headers);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    return reject.unsupportedMediaType(`charset ${charset} is not accepted: send UTF-8`);
  return undefined;
}
