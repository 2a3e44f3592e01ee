import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordingLogger } from '../../support/log-recorder.js';
import {
  createWebhookHandler,
  type WebhookEvent,
  type WebhookHandler,
  type WebhookOptions,
} from '../../../src/webhooks/index.js';

/** @octokit/webhooks-examples is a JSON file behind a CommonJS `main`: required, not imported. */
const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as readonly {
  name: string;
  examples: unknown[];
}[];

export const GITHUB_SECRET = 'It’s a Secret to Everybody';
export const DOCKERHUB_SECRET = 'dockerhub-secret-0123456789';
export const REGISTRY_SECRET = 'registry-secret-0123456789';
export const GENERIC_SECRETS: Readonly<Record<string, readonly string[]>> = {
  shop: ['generic-shop-secret'],
  blog: ['generic-blog-old', 'generic-blog-new'],
};

export interface LogEntry {
  readonly event: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface RunningHandler {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly stateDir: string;
  /** What the sink received, in order. */
  readonly events: WebhookEvent[];
  readonly logs: LogEntry[];
  readonly handler: WebhookHandler;
  /** Stops server and handler; keeps the state directory unless `removeState`. */
  stop(removeState?: boolean): Promise<void>;
}

/** The handler on a real loopback server, every endpoint on, limits as given. */
export async function startHandler(
  overrides: Partial<WebhookOptions> = {},
  stateDir = mkdtempSync(join(tmpdir(), 'gitshift-webhooks-')),
): Promise<RunningHandler> {
  const events: WebhookEvent[] = [];
  const logs: LogEntry[] = [];
  // The handler's JSON lines as event and fields: `msg` is the event.
  const recorder = recordingLogger('debug', (line) => logs.push({ event: line.msg, fields: line }));
  const handler = createWebhookHandler({
    sink: {
      accept: (event) => {
        events.push(event);
      },
    },
    stateDir,
    githubSecret: GITHUB_SECRET,
    dockerhubSecret: DOCKERHUB_SECRET,
    registrySecret: REGISTRY_SECRET,
    genericSecrets: (project) => GENERIC_SECRETS[project] ?? [],
    log: recorder.logger,
    ...overrides,
  });
  const server: Server = createServer(handler.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stateDir,
    events,
    logs,
    handler,
    async stop(removeState = true) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handler.close();
      if (removeState) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

export async function withHandler<T>(
  overrides: Partial<WebhookOptions>,
  body: (running: RunningHandler) => Promise<T>,
): Promise<T> {
  const running = await startHandler(overrides);
  try {
    return await body(running);
  } finally {
    await running.stop();
  }
}

/** `sha256=<hex>` of the raw body: how GitHub signs a delivery. */
export function signGitHub(body: Buffer | string, secret = GITHUB_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The payloads of one event from @octokit/webhooks-examples: real deliveries GitHub sent. */
export function gitHubExamples(name: string): unknown[] {
  const definition = examples.find((d) => d.name === name);
  if (definition === undefined) throw new Error(`@octokit/webhooks-examples has no ${name} examples`);
  return definition.examples;
}

export function allGitHubExamples(): { name: string; payload: unknown }[] {
  return examples.flatMap((d) => d.examples.map((payload) => ({ name: d.name, payload })));
}

/** The headers GitHub sends with a delivery, signed over `body`. */
export function gitHubHeaders(
  name: string,
  body: Buffer | string,
  secret = GITHUB_SECRET,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'GitHub-Hookshot/044aadd',
    'x-github-event': name,
    'x-github-delivery': randomUUID(),
    'x-github-hook-id': '292430182',
    'x-hub-signature-256': signGitHub(body, secret),
  };
}

export interface PostOptions {
  readonly headers?: Record<string, string | undefined>;
  readonly method?: string;
  /** Sent in one piece. */
  readonly body?: Buffer | string;
  /** Sent piece by piece, `delayMs` apart (slow or streamed bodies). */
  readonly chunks?: readonly (Buffer | string)[];
  readonly delayMs?: number;
  /** Omit Content-Length and stream chunked. */
  readonly chunked?: boolean;
}

export interface PostResult {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly json: Record<string, unknown>;
  readonly ms: number;
  /** How many of the chunks had been written when the answer came. */
  readonly chunksSent: number;
}

/**
 * One request on a fresh connection. The answer counts even when the server
 * answers before the body is all sent (an early 401/413/415), so write errors
 * after an answer are expected and ignored.
 */
export function post(url: string, path: string, options: PostOptions = {}): Promise<PostResult> {
  const started = performance.now();
  const chunks = options.chunks ?? (options.body === undefined ? [] : [options.body]);
  const total = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.headers ?? {})) if (v !== undefined) headers[k] = v;
  if (!options.chunked && !Object.keys(headers).some((k) => k.toLowerCase() === 'content-length'))
    headers['content-length'] = String(total);
  return new Promise<PostResult>((resolve, reject) => {
    let answered = false;
    let chunksSent = 0;
    const req = request(
      `${url}${path}`,
      { method: options.method ?? 'POST', headers, agent: false },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let json: Record<string, unknown>;
          try {
            json = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
          } catch {
            json = { text };
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json,
            ms: performance.now() - started,
            chunksSent,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      for (const [i, chunk] of chunks.entries()) {
        if (answered || req.destroyed) return;
        if (i > 0 && options.delayMs !== undefined) await new Promise((r) => setTimeout(r, options.delayMs));
        chunksSent += 1;
        await new Promise<void>((r) => req.write(chunk, () => r()));
      }
      if (!answered && !req.destroyed) req.end();
    })();
  });
}
