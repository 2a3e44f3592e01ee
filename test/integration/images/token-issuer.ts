import { execFileSync } from 'node:child_process';
import { createPrivateKey, randomUUID, sign, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A token service in the shape of Docker's (distribution's token spec), for
 * testing gitshift's Bearer login against a real docker-registry. The
 * registry itself verifies the tokens: their RS256 signature against the
 * certificate made here with openssl, the issuer, the audience and the access
 * claims. Test infrastructure only.
 */
export interface TokenIssuer {
  /** The realm to configure the registry with. */
  readonly realm: string;
  readonly service: string;
  readonly issuer: string;
  /** PEM file of the signing certificate: the registry's rootcertbundle. */
  readonly certificate: string;
  /** Each token request as received: scope, and the user when one logged in. */
  readonly requests: { scope: string | null; user: string | undefined }[];
  close(): Promise<void>;
}

export interface TokenIssuerOptions {
  /** The one user that may log in; others get 401. */
  readonly user: { readonly username: string; readonly password: string };
  /** Anonymous requests get pull access (like Docker Hub for public images). Default: false. */
  readonly anonymousPull?: boolean;
  /** Token lifetime in seconds. Default: 300. */
  readonly expiresIn?: number;
}

export async function startTokenIssuer(options: TokenIssuerOptions): Promise<TokenIssuer> {
  const { user, anonymousPull = false, expiresIn = 300 } = options;
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-token-issuer-'));
  const keyFile = join(dir, 'key.pem');
  const certificate = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=gitshift test token issuer',
      '-keyout',
      keyFile,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  const key = createPrivateKey(readFileSync(keyFile));
  const der = new X509Certificate(readFileSync(certificate)).raw.toString('base64');
  const service = 'gitshift-test-registry';
  const issuer = 'gitshift-test-issuer';
  const requests: TokenIssuer['requests'] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://issuer');
    const scope = url.searchParams.get('scope');
    const login = basicLogin(req);
    requests.push({ scope, user: login?.username });
    const valid = login !== undefined && login.username === user.username && login.password === user.password;
    if ((login !== undefined && !valid) || (login === undefined && !anonymousPull)) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"details":"bad credentials"}');
      return;
    }
    const access = accessOf(scope, valid ? undefined : ['pull']);
    const now = Math.floor(Date.now() / 1000);
    const token = jwt(key, der, {
      iss: issuer,
      sub: login?.username ?? '',
      aud: service,
      exp: now + expiresIn,
      nbf: now - 10,
      iat: now,
      jti: randomUUID(),
      access,
    });
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ token, expires_in: expiresIn, issued_at: new Date(now * 1000).toISOString() }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    realm: `http://127.0.0.1:${port}/token`,
    service,
    issuer,
    certificate,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function basicLogin(req: IncomingMessage): { username: string; password: string } | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Basic ') !== true) return undefined;
  const text = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon === -1 ? undefined : { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** `repository:team/app:pull,push` → the access claim, limited to `only` when given. */
function accessOf(scope: string | null, only: readonly string[] | undefined): unknown[] {
  if (scope === null) return [];
  const [type, ...rest] = scope.split(':');
  const actions = (rest.pop() ?? '').split(',').filter((a) => only === undefined || only.includes(a));
  return [{ type, name: rest.join(':'), actions }];
}

function jwt(key: ReturnType<typeof createPrivateKey>, der: string, claims: object): string {
  const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'RS256', typ: 'JWT', x5c: [der] })}.${encode(claims)}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), key).toString('base64url')}`;
}
