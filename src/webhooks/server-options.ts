import type { ServerOptions } from 'node:http';

/**
 * Limits for the node:http server in front of the handler, which the handler
 * cannot set itself: slow headers are cut with 408 at `headersTimeout`, a
 * request still arriving at `requestTimeout` likewise (the handler's body
 * deadline, `bodyTimeoutMs`, keeps its own timer and usually comes first),
 * idle keep-alive connections are closed, and headers are capped well below
 * anything a webhook sends.
 *
 * node checks those two deadlines only every `connectionsCheckingInterval`,
 * 30 s unless set: a client trickling its headers would then be cut anywhere
 * between 10 and 40 s. Checked every second, the cut comes at most a second
 * after the deadline. The check walks the open connections only, so it is cheap.
 */
export const RECOMMENDED_SERVER_OPTIONS = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
  keepAliveTimeout: 5_000,
  maxHeaderSize: 16 * 1024,
} as const satisfies ServerOptions;
