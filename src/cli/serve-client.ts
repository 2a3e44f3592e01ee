import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable, Transform } from 'node:stream';
import { GitshiftError } from '../errors/index.js';
import { abortedError } from '../runtime/index.js';
import { serveApiError } from './serve-api-error.js';
import type { ServeConnection } from './serve-connection.js';

/** How a binary build's upload is going: bytes sent so far of the whole. */
export type UploadProgress = (sent: number, total: number) => void;

/**
 * The CLI's side of serve's build API (src/serve/build-api.ts): JSON calls
 * and uploads with fetch, the log stream with node:http (fetch gives up on a
 * body silent for 5 minutes, and a followed build can be that quiet while it
 * waits in its queue or compiles). Every call takes the command's signal, so
 * Ctrl-C abandons it with ABORTED (exit 130); an answer other than 2xx
 * becomes a GitshiftError with serve's reason (serve-api-error.ts).
 */
export class ServeClient {
  readonly #connection: ServeConnection;
  readonly #signal: AbortSignal;

  constructor(connection: ServeConnection, signal: AbortSignal) {
    this.#connection = connection;
    this.#signal = signal;
  }

  /** A JSON call: GET, or POST with an optional JSON body. */
  async json<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await this.#fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await this.#read(response, path)) as T;
  }

  /** POSTs a file as the body (a binary build's archive), reporting progress as fetch reads it. */
  async upload<T>(path: string, file: string, mediaType: string, progress: UploadProgress): Promise<T> {
    const { size } = await stat(file);
    let sent = 0;
    // Counted as fetch pulls, so the figure follows the socket rather than the disk.
    const counted = createReadStream(file).pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sent += chunk.length;
          progress(sent, size);
          done(null, chunk);
        },
      }),
    );
    const response = await this.#fetch(path, {
      method: 'POST',
      headers: { 'content-type': mediaType },
      body: Readable.toWeb(counted),
      // Node's fetch sends a stream body only when told it will not read the answer before the end.
      duplex: 'half',
    });
    return (await this.#read(response, path)) as T;
  }

  /**
   * GETs a text stream (a build's log) and hands each piece to `write` as it
   * arrives; resolves when serve ends it. A stream that breaks before its end
   * is an error, so a cut log is never taken for a whole one.
   */
  async stream(path: string, write: (text: string) => void): Promise<void> {
    const response = await this.#get(path);
    if ((response.statusCode ?? 0) >= 300) {
      const text = await readAll(response);
      throw serveApiError(response.statusCode ?? 0, text, this.#connection.tokenFile);
    }
    response.setEncoding('utf8');
    await new Promise<void>((resolve, reject) => {
      response.on('data', (text: string) => write(text));
      response.once('end', resolve);
      const cut = (): void => reject(this.#cut(path));
      response.once('error', cut);
      response.once('aborted', cut);
    });
  }

  async #fetch(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${this.#connection.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...this.#authorization() },
        signal: this.#signal,
      });
    } catch (error) {
      throw this.#failure(error, path);
    }
  }

  async #read(response: Response, path: string): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw this.#failure(error, path);
    }
    if (!response.ok) throw serveApiError(response.status, text, this.#connection.tokenFile);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new GitshiftError(
        'BUILD_EXECUTOR_FAILED',
        `serve at ${this.#connection.url} answered ${path} with something other than JSON: ${text.slice(0, 100)}`,
      );
    }
  }

  #get(path: string): Promise<IncomingMessage> {
    const url = new URL(`${this.#connection.url}${path}`);
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(url, {
        headers: this.#authorization(),
        signal: this.#signal,
      });
      req.once('response', resolve);
      req.once('error', (error) => reject(this.#failure(error, path)));
      req.end();
    });
  }

  /** The bearer token, when the command has one (reads may go without). */
  #authorization(): Record<string, string> {
    const { token } = this.#connection;
    return token === undefined ? {} : { authorization: `Bearer ${token}` };
  }

  /** A stream serve broke off before its end: serve stopped, or failed while reading the log. */
  #cut(path: string): GitshiftError {
    if (this.#signal.aborted) return abortedError(this.#signal, `the request to serve (${path})`);
    return new GitshiftError(
      'BUILD_EXECUTOR_FAILED',
      `serve at ${this.#connection.url} broke off ${path} before its end (it stopped, or could not read on); what was printed is not the whole log`,
      {},
      { transient: true },
    );
  }

  /** A transport failure: ABORTED when the command's signal did it, else serve could not be reached or cut us off. */
  #failure(error: unknown, path: string): GitshiftError {
    if (this.#signal.aborted) return abortedError(this.#signal, `the request to serve (${path})`);
    if (error instanceof GitshiftError) return error;
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : undefined;
    const detail = (cause as NodeJS.ErrnoException | undefined)?.code ?? cause?.message ?? String(error);
    return new GitshiftError(
      'USAGE',
      `cannot talk to serve at ${this.#connection.url} (${path}): ${detail}; check --server or GITSHIFT_SERVER and that serve is running`,
      {},
      { cause: error, transient: true },
    );
  }
}

function readAll(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.once('end', () => resolve(text));
    response.once('error', reject);
  });
}
