import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import type { RunningRegistry } from '../../../testbed/src/registry.js';
import { withRegistry } from '../../support/testbed.js';
import { startTokenIssuer, type TokenIssuer, type TokenIssuerOptions } from './token-issuer.js';

/*
 * What the registry client's integration tests share: expecting a typed
 * rejection, password files, skopeo copies, and small node:http servers that
 * stand in for a hostile party (an attacker's host, a registry that lies) and
 * record every request that reached them.
 */

const run = promisify(execFile);

/**
 * Runs `work` to its end without throwing: its error, or `succeeded` when it
 * resolved. A test can then look at what reached a stranger before checking
 * how the work ended, so a failure shows the leak rather than its symptom.
 */
export async function outcomeOf(work: () => Promise<unknown>, succeeded = 'it succeeded'): Promise<unknown> {
  try {
    await work();
    return succeeded;
  } catch (error) {
    return error;
  }
}

/** The GitshiftError with `code` that an outcome must be. */
export function refusal(outcome: unknown, code: string): GitshiftError {
  assert.instance(outcome, GitshiftError, String(outcome));
  const error = outcome as GitshiftError;
  assert.is(error.code, code, error.message);
  return error;
}

/** Runs `work` and returns the GitshiftError it must reject with. */
export async function rejection(work: () => Promise<unknown>, code: string): Promise<GitshiftError> {
  return refusal(await outcomeOf(work), code);
}

/** A password file in a fresh directory, removed afterwards. */
export async function withPasswordFile<T>(password: string, body: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-password-'));
  const file = join(dir, 'password');
  writeFileSync(file, `${password}\n`);
  try {
    return await body(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** skopeo copies between registries; asynchronous, so a token service in this process can answer it. */
export async function copy(from: string, to: string, ...flags: string[]): Promise<void> {
  await run('skopeo', [
    'copy',
    '--quiet',
    '--src-tls-verify=false',
    '--dest-tls-verify=false',
    ...flags,
    `docker://${from}`,
    `docker://${to}`,
  ]);
}

/** One request as a recording server saw it. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly authorization: string | undefined;
}

export interface RecordingServer {
  /** The port on 127.0.0.1. Tests name it `localhost:<port>` to make it another host than `127.0.0.1:<port>`. */
  readonly port: number;
  readonly requests: RecordedRequest[];
}

/** A node:http server on loopback that records each request before `handle` answers it; closed afterwards. */
export async function withRecordingServer<T>(
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  body: (server: RecordingServer) => Promise<T>,
): Promise<T> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
    });
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await body({ port: (server.address() as AddressInfo).port, requests });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/**
 * A token service for `options`, a registry that takes only its tokens, and an open registry to
 * push through; all stopped afterwards. The token service is another origin than the registry
 * (another port), so gitshift asks it only when the registry's tokenRealms names it.
 */
export async function withTokenRegistries(
  options: TokenIssuerOptions,
  body: (issuer: TokenIssuer, open: RunningRegistry, locked: RunningRegistry) => Promise<void>,
): Promise<void> {
  const issuer = await startTokenIssuer(options);
  try {
    const tokenAuth = {
      realm: issuer.realm,
      service: issuer.service,
      issuer: issuer.issuer,
      rootCertBundle: issuer.certificate,
    };
    await withRegistry({}, (open) => withRegistry({ tokenAuth }, (locked) => body(issuer, open, locked)));
  } finally {
    await issuer.close();
  }
}
