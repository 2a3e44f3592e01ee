import { GitshiftError } from '../errors/index.js';
import { readSecretFile } from '../serve/secret-file.js';

export const SERVER_ENV = 'GITSHIFT_SERVER';
export const TOKEN_FILE_ENV = 'GITSHIFT_TOKEN_FILE';

/** The parseArgs options of every command that talks to serve's build API. */
export const SERVE_API_FLAGS = {
  server: { type: 'string' },
  'token-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options text those flags share, for the commands' help. */
export const SERVE_API_OPTIONS_HELP = `  --server URL        serve's address, e.g. http://127.0.0.1:8080
                      (default: $${SERVER_ENV})
  --token-file FILE   a file holding the build API's bearer token (serve's
                      api.tokenFile; the first non-empty line is used)
                      (default: $${TOKEN_FILE_ENV}); the token itself is never
                      taken on the command line, where ps and shell history see it`;

/** Where serve is and the token to show it. */
export interface ServeConnection {
  /** serve's base URL, without a trailing slash. */
  readonly url: string;
  /** Absent for reads of a serve that answers them to anyone (api.anonymousRead). */
  readonly token?: string | undefined;
  /** Where the token came from, for the message when serve refuses it. */
  readonly tokenFile?: string | undefined;
}

/**
 * `--server` or GITSHIFT_SERVER, `--token-file` or GITSHIFT_TOKEN_FILE; a
 * missing or unusable one is a USAGE error that says which flag and which
 * variable to set. A token is required unless `tokenRequired` is false
 * (reads, which serve may answer without one); a token file given is always
 * read.
 */
export function serveConnection(
  values: { readonly server?: string | undefined; readonly 'token-file'?: string | undefined },
  env: Readonly<Record<string, string | undefined>>,
  { tokenRequired = true }: { readonly tokenRequired?: boolean } = {},
): ServeConnection {
  const server = nonEmpty(values.server) ?? nonEmpty(env[SERVER_ENV]);
  if (server === undefined)
    throw new GitshiftError('USAGE', `no serve given: pass --server URL or set ${SERVER_ENV}`);
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new GitshiftError('USAGE', `--server ${server} is not a URL: give e.g. http://127.0.0.1:8080`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GitshiftError('USAGE', `--server ${server}: give an http:// or https:// URL`);
  if (url.username !== '' || url.password !== '')
    throw new GitshiftError(
      'USAGE',
      `--server: put no credentials in the URL; give the token in --token-file`,
    );
  const tokenFile = nonEmpty(values['token-file']) ?? nonEmpty(env[TOKEN_FILE_ENV]);
  if (tokenFile === undefined && !tokenRequired) return { url: url.href.replace(/\/+$/, '') };
  if (tokenFile === undefined)
    throw new GitshiftError(
      'USAGE',
      `no token given: pass --token-file FILE or set ${TOKEN_FILE_ENV} (a file holding serve's build API token)`,
    );
  const read = readSecretFile(tokenFile);
  if (read.kind !== 'secret') throw new GitshiftError('USAGE', `--token-file: ${read.problem}`);
  const token = read.secret.split('\n')[0]?.trim() ?? '';
  return { url: url.href.replace(/\/+$/, ''), token, tokenFile };
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}
