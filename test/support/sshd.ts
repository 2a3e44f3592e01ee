import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const SSHD = '/usr/sbin/sshd';

export interface RunningSshd {
  readonly port: number;
  /** The user the client logs in as (whoever runs the tests). */
  readonly user: string;
  /** A private key the server accepts (no passphrase). */
  readonly clientKey: string;
  /** A known_hosts file naming this server's host key. */
  readonly knownHosts: string;
  /** A known_hosts file naming another key for the same host and port: a server that is not who it claims. */
  readonly wrongKnownHosts: string;
  /** `ssh://user@127.0.0.1:port` + an absolute path is a repository URL. */
  readonly urlOf: (repository: string) => string;
  /** How many SSH logins the server has accepted so far. */
  acceptedLogins(): number;
  stop(): Promise<void>;
}

/**
 * A real OpenSSH server on a free loopback port, in the foreground (`-D`),
 * with its own host key, config and authorized client key in a temporary
 * directory. Tests run as root in the testbed, hence PermitRootLogin for keys
 * only; StrictModes is off because the temporary files are not in a home.
 */
export async function startSshd(): Promise<RunningSshd> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-sshd-'));
  const keygen = (file: string): void => {
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'gitshift-test', '-f', file]);
  };
  const hostKey = join(dir, 'host_ed25519');
  const otherHostKey = join(dir, 'other_host_ed25519');
  const clientKey = join(dir, 'client_ed25519');
  keygen(hostKey);
  keygen(otherHostKey);
  keygen(clientKey);
  chmodSync(clientKey, 0o600);
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(`${clientKey}.pub`));
  // The privilege-separation directory sshd insists on.
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });

  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'PermitRootLogin prohibit-password',
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'StrictModes no',
      'UsePAM no',
      // INFO: one 'Accepted publickey' line per login, which tests count.
      'LogLevel INFO',
      '',
    ].join('\n'),
  );
  const known = (key: string): string => `[127.0.0.1]:${port} ${readFileSync(`${key}.pub`, 'utf8')}`;
  const knownHosts = join(dir, 'known_hosts');
  const wrongKnownHosts = join(dir, 'wrong_known_hosts');
  writeFileSync(knownHosts, known(hostKey));
  writeFileSync(wrongKnownHosts, known(otherHostKey));

  const child = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  await waitListening(port, child, () => log);
  const user = userInfo().username;
  return {
    port,
    user,
    clientKey,
    knownHosts,
    wrongKnownHosts,
    urlOf: (repository) => `ssh://${user}@127.0.0.1:${port}${repository}`,
    acceptedLogins: () => log.split('\n').filter((line) => line.includes('Accepted publickey')).length,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once a TCP connection to the port succeeds; fails with sshd's own words if it exits first. */
async function waitListening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sshd exited with ${child.exitCode}: ${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`sshd did not listen on ${port} within 10 s: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
