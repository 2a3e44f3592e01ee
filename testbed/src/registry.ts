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
}

export interface RunningRegistry {
  /** `127.0.0.1:<port>`, the registry host for image references. */
  readonly host: string;
  readonly dir: string;
  stop(): Promise<void>;
}

/** Debian's docker-registry (Docker Distribution 2.8) on a free loopback port, storing in a temporary directory. */
export async function startRegistry({ notify }: RegistryOptions = {}): Promise<RunningRegistry> {
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
  writeFileSync(join(dir, 'config.yml'), stringify(config));
  const pid = startProcess('registry', '/usr/bin/docker-registry', ['serve', join(dir, 'config.yml')], dir);
  const stop = async (): Promise<void> => {
    await stopProcess(pid);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`docker-registry on ${host}`, () => answers(`http://${host}/v2/`), 15_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host, dir, stop };
}

function answers(url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    get(url, { timeout: 1000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', reject);
  });
}
