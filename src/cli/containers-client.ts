import { GitshiftError } from '../errors/index.js';
import { abortedError } from '../runtime/index.js';
import { readSecretFile } from '../serve/secret-file.js';
import { serveApiError } from './serve-api-error.js';
import { SERVE_API_FLAGS, serveConnection, type ServeConnection } from './serve-connection.js';

export const KEYSTONE_TOKEN_FILE_ENV = 'GITSHIFT_KEYSTONE_TOKEN_FILE';
/** What OpenStack's own clients read a token from (`openstack token issue -f value -c id`). */
export const OS_TOKEN_ENV = 'OS_TOKEN';

/** The flags of every `gitshift containers` command: serve's, and a Keystone token's file. */
export const CONTAINERS_CONNECTION_FLAGS = {
  ...SERVE_API_FLAGS,
  'keystone-token-file': { type: 'string' },
} as const;

export const CONTAINERS_CONNECTION_HELP = `  --server URL        serve's address, e.g. http://127.0.0.1:8080 (default: $GITSHIFT_SERVER)
  --token-file FILE   a file holding one of serve's API tokens, sent as
                      Authorization: Bearer (default: $GITSHIFT_TOKEN_FILE)
  --keystone-token-file FILE
                      a file holding a Keystone token, sent as X-Auth-Token:
                      what it may do follows its roles on the project
                      (default: $${KEYSTONE_TOKEN_FILE_ENV}, else the token in $${OS_TOKEN_ENV})
                      Tokens are never taken on the command line, where ps and
                      shell history see them.`;

/** serve, and the credential the calls carry: an API token, or a Keystone token. */
export interface ContainersConnection extends ServeConnection {
  readonly keystoneToken?: string | undefined;
}

/**
 * The connection from the flags and the environment. A Keystone token (its
 * file, or OS_TOKEN) wins over an API token when both are given; reads go
 * without either when serve answers them to anyone.
 */
export function containersConnection(
  values: {
    readonly server?: string | undefined;
    readonly 'token-file'?: string | undefined;
    readonly 'keystone-token-file'?: string | undefined;
  },
  env: Readonly<Record<string, string | undefined>>,
): ContainersConnection {
  const keystoneFile = nonEmpty(values['keystone-token-file']) ?? nonEmpty(env[KEYSTONE_TOKEN_FILE_ENV]);
  const keystoneToken = keystoneFile === undefined ? nonEmpty(env[OS_TOKEN_ENV]) : readToken(keystoneFile);
  const serve = serveConnection(values, env, { tokenRequired: false });
  return keystoneToken === undefined ? serve : { url: serve.url, keystoneToken, tokenFile: keystoneFile };
}

/** Calls to serve's containers API; an answer other than 2xx is a GitshiftError with serve's reason. */
export class ContainersClient {
  constructor(
    private readonly connection: ContainersConnection,
    private readonly signal: AbortSignal,
  ) {}

  async json<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return JSON.parse(await this.text(method, path, body)) as T;
  }

  async text(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<string> {
    const { url, token, keystoneToken, tokenFile } = this.connection;
    const headers: Record<string, string> = {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(keystoneToken !== undefined
        ? { 'x-auth-token': keystoneToken }
        : token !== undefined
          ? { authorization: `Bearer ${token}` }
          : {}),
    };
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${url}${path}`, {
        method,
        headers,
        signal: this.signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch (error) {
      if (this.signal.aborted) throw abortedError(this.signal, `the request to serve (${path})`);
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new GitshiftError(
        'USAGE',
        `cannot talk to serve at ${url} (${path}): ${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message}; check --server or GITSHIFT_SERVER and that serve is running`,
        {},
        { cause: error, transient: true },
      );
    }
    if (!response.ok) throw serveApiError(response.status, text, tokenFile);
    return text;
  }
}

function readToken(file: string): string {
  const read = readSecretFile(file);
  if (read.kind !== 'secret') throw new GitshiftError('USAGE', `--keystone-token-file: ${read.problem}`);
  return read.secret.split('\n')[0]?.trim() ?? '';
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}
