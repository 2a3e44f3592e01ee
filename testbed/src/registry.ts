import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { freePort } from './free-port.js';
import { startProcess, stopProcess, waitFor } from './processes.js';

export interface RegistryOptions {
  /** URL that receives the registry's push notifications (Docker Distribution events). */
  readonly notify?: string;
  /** Require a login: Basic auth against an htpasswd file (bcrypt, made with apache2-utils' htpasswd). */
  readonly basicAuth?: { readonly username: string; readonly password: string };
  /**
   * Require bearer tokens from a token service: the registry checks each
   * token's signature against `rootCertBundle` (a PEM file), its issuer and
   * that it was issued for `service`.
   */
  readonly tokenAuth?: {
    readonly realm: string;
    readonly service: string;
    readonly issuer: string;
    readonly rootCertBundle: string;
  };
}

export interface RunningRegistry {
  /** `127.0.0.1:<port>`, the registry host for image references. */
  readonly host: string;
  readonly dir: string;
  /** The registry's process, for a caller that must stop it from another process (the testbed's `down`). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** Debian's docker-registry (Docker Distribution 2.8) on a free loopback port, storing in a temporary directory. */
export async function startRegistry({
  notify,
  basicAuth,
  tokenAuth,
}: RegistryOptions = {}): Promise<RunningRegistry> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-registry-'));
  const port = await freePort();
  const host = `127.0.0.1:${port}`;
  mkdirSync(join(dir, 'data'));
  const config: Record<string, unknown> = {
    version: 0.1,
    log: { level: 'warn' },
    storage: { filesystem: { rootdirectory: join(dir, 'data') }, delete: { enabled: true } },
    http: { addr: host, secret: 'gitshift-testbed' },
  };
  if (notify !== undefined) {
    config['notifications'] = {
      endpoints: [
        // Layer uploads are of no interest: only manifests carry tags.
        {
          name: 'gitshift',
          url: notify,
          timeout: '2s',
          threshold: 5,
          backoff: '200ms',
          ignoredmediatypes: ['application/octet-stream'],
        },
      ],
    };
  }
  if (basicAuth !== undefined) {
    const file = join(dir, 'htpasswd');
    // -i reads the password from stdin, so it never shows in a process listing.
    execFileSync('htpasswd', ['-B', '-i', '-c', file, basicAuth.username], {
      input: basicAuth.password,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    config['auth'] = { htpasswd: { realm: 'gitshift-testbed', path: file } };
  } else if (tokenAuth !== undefined) {
    config['auth'] = {
      token: {
        realm: tokenAuth.realm,
        service: tokenAuth.service,
        issuer: tokenAuth.issuer,
        rootcertbundle: tokenAuth.rootCertBundle,
      },
    };
  }
  writeFileSync(join(dir, 'config.yml'), stringify(config));
  const pid = startProcess('registry', '/usr/bin/docker-registry', ['serve', join(dir, 'config.yml')], dir);
  const stop = async (): Promise<void> => {
    await stopProcess(pid);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const ready = basicAuth === undefined && tokenAuth === undefined ? [200] : [401];
    await waitFor(`docker-registry on ${host}`, () => answers(`http://${host}/v2/`, ready), 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, dir, pid, stop };
}

function answers(url: string, statuses: readonly number[]): Promise<boolean> {
  return new Promise((resolve, reject) => {
    get(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(statuses.includes(res.statusCode ?? 0));
    }).on('error', reject);
  });
}
