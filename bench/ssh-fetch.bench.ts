/**
 * One-commit fetches over SSH, as serve polls: ConfigSource with one shared
 * SSH connection (ControlMaster, what serve runs) beside the same fetches
 * each opening its own connection, in the same run, against a real sshd on
 * loopback. Prints the medians and their ratio.
 *
 *   npm run bench:ssh        (BENCH_FETCHES=10 to change the count)
 *
 * Ends with one line: `ssh-fetch: shared=<ms>ms fresh=<ms>ms ratio=<x>`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigSource } from '../src/source/config-source.js';
import { startSshd, type RunningSshd } from '../test/support/sshd.js';

const FETCHES = Number(process.env['BENCH_FETCHES'] ?? 10);

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/** A bare remote with a work tree beside it that commits one changed project at a time. */
function makeRemote(root: string): { remote: string; commit: (n: number) => void } {
  const remote = join(root, 'config.git');
  const work = join(root, 'work');
  mkdirSync(root, { recursive: true });
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(root, 'clone', '--quiet', remote, work);
  const commit = (n: number): void => {
    mkdirSync(join(work, 'projects', `p${n % 5}`), { recursive: true });
    writeFileSync(join(work, 'projects', `p${n % 5}`, 'cm.yaml'), `kind: ConfigMap\ndata: {n: "${n}"}\n`);
    git(work, 'add', '-A');
    git(work, 'commit', '--quiet', '-m', `change ${n}`);
    git(work, 'push', '--quiet', 'origin', 'HEAD:main');
  };
  commit(0);
  return { remote, commit };
}

async function medianFetchMs(sshd: RunningSshd, root: string, reuse: boolean): Promise<number> {
  const { remote, commit } = makeRemote(join(root, reuse ? 'shared' : 'fresh'));
  const source = new ConfigSource({
    url: sshd.urlOf(remote),
    branch: 'main',
    workDir: join(root, reuse ? 'shared-work' : 'fresh-work'),
    credentials: { sshKeyFile: sshd.clientKey, knownHostsFile: sshd.knownHosts },
    reuseSshConnections: reuse,
  });
  await source.open();
  await source.fetch(); // the first, shallow clone: not counted
  const times: number[] = [];
  for (let n = 1; n <= FETCHES; n++) {
    commit(n);
    const started = performance.now();
    await source.fetch();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-bench-ssh-'));
  const sshd = await startSshd();
  try {
    const fresh = await medianFetchMs(sshd, root, false);
    const shared = await medianFetchMs(sshd, root, true);
    console.log(
      `one-commit fetch + diff over SSH, median of ${FETCHES}: a connection per fetch ${fresh.toFixed(0)} ms, one shared connection ${shared.toFixed(0)} ms`,
    );
    console.log(
      `ssh-fetch: shared=${shared.toFixed(0)}ms fresh=${fresh.toFixed(0)}ms ratio=${(fresh / shared).toFixed(2)}x`,
    );
  } finally {
    await sshd.stop();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
