import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import { GitshiftError } from '../../errors/index.js';
import type { Logger } from '../../observability/logger.js';

export interface ContextServerOptions {
  /** Address to listen on. Default: 127.0.0.1 (build pods reach it with hostNetwork). */
  readonly host?: string;
  /** Default: 0, a free port. */
  readonly port?: number;
  /** The host name build pods use in the URL, when it differs from `host` (listening on 0.0.0.0, say). Default: `host`. */
  readonly advertisedHost?: string;
  readonly logger?: Logger;
}

/** One build's context on offer: its URL, and what withdraws it. */
export interface ContextOffer {
  readonly url: string;
  /** Withdraws the offer; a download under way goes on. */
  revoke(): void;
}

/**
 * Hands build contexts to build pods: each context is served, as a tar.gz
 * made while it is sent, at a path of 256 random bits that answers once.
 * The path is the only secret, as with a pre-signed URL: it appears in the
 * pod's spec, which only those who may read the project's pods can see, and
 * it stops answering after the first download or when the build ends.
 */
export class ContextServer {
  private constructor(
    private readonly server: Server,
    /** Token → the context directory it serves, until downloaded or revoked. */
    private readonly offers: Map<string, string>,
    /** `http://host:port`, as pods reach it. */
    readonly baseUrl: string,
  ) {}

  static async start({
    host = '127.0.0.1',
    port = 0,
    advertisedHost = host,
    logger,
  }: ContextServerOptions = {}): Promise<ContextServer> {
    const offers = new Map<string, string>();
    const server = createServer((req, res) => {
      const token = /^\/contexts\/([0-9a-f]{64})\.tar\.gz$/.exec(req.url ?? '')?.[1];
      const dir = token === undefined ? undefined : offers.get(token);
      if (req.method !== 'GET' || token === undefined || dir === undefined) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such build context\n');
        return;
      }
      offers.delete(token);
      res.writeHead(200, { 'content-type': 'application/gzip' });
      pipeline(createTar({ gzip: true, portable: true, cwd: dir }, ['.']), res).catch((error: unknown) => {
        // The pod sees a cut-off archive and its build fails in its fetch step; this says why.
        logger?.warn({ err: error, contextDir: dir }, 'sending a build context failed');
        res.destroy();
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', (error) =>
        reject(
          new GitshiftError(
            'LISTEN_FAILED',
            `the build context server cannot listen on ${host}:${port}: ${error.message}`,
            {},
            { cause: error },
          ),
        ),
      );
      server.listen(port, host, resolve);
    });
    const { port: bound } = server.address() as AddressInfo;
    return new ContextServer(server, offers, `http://${urlHost(advertisedHost)}:${bound}`);
  }

  /** Offers `contextDir` (a directory on this machine) for one download. */
  offer(contextDir: string): ContextOffer {
    const token = randomBytes(32).toString('hex');
    this.offers.set(token, contextDir);
    return { url: `${this.baseUrl}/contexts/${token}.tar.gz`, revoke: () => void this.offers.delete(token) };
  }

  /** Stops listening; offers still open are withdrawn. */
  async close(): Promise<void> {
    this.offers.clear();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
