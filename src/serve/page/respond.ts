import type { ServerResponse } from 'node:http';
import type { SafeHtml } from './html.js';

/**
 * Nothing inline runs or styles: scripts, styles and fetches only from this
 * server, forms post only here, no framing. An injected `<script>` or
 * `style=` that escaped the escaping would still be refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers every page carries. */
export const PAGE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  // The page shows live state: never from a cache.
  'cache-control': 'no-store',
} as const;

export function sendHtml(
  res: ServerResponse,
  status: number,
  page: SafeHtml,
  headers: Readonly<Record<string, string | readonly string[]>> = {},
): void {
  const text = page.text;
  res.writeHead(status, {
    ...PAGE_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
