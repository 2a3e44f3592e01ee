import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

const HTTP_BACKEND = '/usr/lib/git-core/git-http-backend';

export interface GitHttpServerOptions {
  /** The folder whose bare repositories are served: `<url>/<name>.git`. */
  readonly root: string;
  /** Require HTTP Basic auth with this password (any user name). Default: no auth. */
  readonly token?: string;
  /** Serve the files as they are (git's "dumb" HTTP protocol) instead of running git-http-backend. */
  readonly dumb?: boolean;
  /** Hold each fetch (upload-pack POST) this long before answering, to watch the client mid-fetch. */
  readonly delayMs?: number;
}

export interface GitRequest {
  readonly method: string;
  readonly path: string;
  /** The Basic auth user, when the request carried valid credentials. */
  readonly user: string | undefined;
  readonly status: number;
}

export interface GitHttpServer {
  /** `http://127.0.0.1:<port>`; a repository is `${url}/<name>.git`. */
  readonly url: string;
  readonly requests: GitRequest[];
  stop(): Promise<void>;
}

/**
 * git's own smart HTTP server, `git http-backend`, run as a CGI program per
 * request by a small node server on loopback — the way Apache or nginx run it
 * in front of real Git hosts — with optional Basic auth.
 */
export async function startGitHttpServer(options: GitHttpServerOptions): Promise<GitHttpServer> {
  const requests: GitRequest[] = [];
  const server = createServer((req, res) => {
    serve(options, req, res, requests).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function serve(
  options: GitHttpServerOptions,
  req: IncomingMessage,
  res: ServerResponse,
  requests: GitRequest[],
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = decodeURIComponent(url.pathname);
  const user = authenticated(req, options.token);
  const record = (status: number): void => {
    requests.push({ method: req.method ?? 'GET', path: `${path}${url.search}`, user, status });
  };
  if (options.token !== undefined && user === undefined) {
    record(401);
    res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="git"' });
    res.end('authentication required\n');
    return;
  }
  if (options.dumb === true) {
    const file = normalize(join(options.root, path));
    if (!file.startsWith(options.root)) {
      record(403);
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      record(200);
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(body);
    } catch {
      record(404);
      res.writeHead(404).end();
    }
    return;
  }
  if (req.method === 'POST' && path.endsWith('/git-upload-pack') && options.delayMs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  }
  const status = await runBackend(options.root, path, url.search.slice(1), user, req, res);
  record(status);
}

/** The user of a valid `Authorization: Basic` header, or undefined. */
function authenticated(req: IncomingMessage, token: string | undefined): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined || !header.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const [user, password] = [decoded.slice(0, colon), decoded.slice(colon + 1)];
  return token === undefined || password === token ? user : undefined;
}

/** Runs git-http-backend as CGI: request metadata in the environment, the body on stdin, headers then body on stdout. */
function runBackend(
  root: string,
  path: string,
  query: string,
  user: string | undefined,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    GIT_PROJECT_ROOT: root,
    GIT_HTTP_EXPORT_ALL: '1',
    PATH_INFO: path,
    QUERY_STRING: query,
    REQUEST_METHOD: req.method ?? 'GET',
    REMOTE_ADDR: req.socket.remoteAddress ?? '127.0.0.1',
    ...(user === undefined ? {} : { REMOTE_USER: user }),
    ...header('CONTENT_TYPE', req.headers['content-type']),
    ...header('CONTENT_LENGTH', req.headers['content-length']),
    ...header('HTTP_CONTENT_ENCODING', req.headers['content-encoding']),
    ...header('HTTP_GIT_PROTOCOL', req.headers['git-protocol']),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(HTTP_BACKEND, [], { env, stdio: ['pipe', 'pipe', 'inherit'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', reject);
    child.on('close', () => {
      const all = Buffer.concat(out);
      const crlf = all.indexOf('\r\n\r\n');
      const lf = all.indexOf('\n\n');
      const [end, gap] = crlf >= 0 && (lf < 0 || crlf < lf) ? [crlf, 4] : [lf, 2];
      if (end < 0) {
        res.writeHead(502).end('git-http-backend gave no headers');
        resolve(502);
        return;
      }
      let status = 200;
      const headers: Record<string, string> = {};
      for (const line of all.toString('latin1', 0, end).split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon < 0) continue;
        const name = line.slice(0, colon).trim();
        const value = line.slice(colon + 1).trim();
        if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
        else headers[name] = value;
      }
      res.writeHead(status, headers);
      res.end(all.subarray(end + gap));
      resolve(status);
    });
    req.pipe(child.stdin);
  });
}

function header(name: string, value: string | string[] | undefined): Record<string, string> {
  return typeof value === 'string' ? { [name]: value } : {};
}
