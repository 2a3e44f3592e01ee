import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson as sendWebhookJson } from '../../webhooks/respond.js';

/** Writes `body` as JSON, never cached (build records and logs change); a refused body is drained as webhooks do. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  sendWebhookJson(req, res, status, body, { 'cache-control': 'no-store', ...headers });
}
