import type { ServerOptions } from 'node:http';

/**
 * Limits for the node:http server in front of the handler, which the handler
 * cannot set itself: slow headers are cut by `headersTimeout` (the handler's
 * body deadline covers the body), idle keep-alive connections are closed,
 * and headers are capped well below anything a webhook sends.
 */
export const RECOMMENDED_SERVER_OPTIONS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16 * 1024,
} as const satisfies ServerOptions;
