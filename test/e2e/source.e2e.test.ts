import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, type CommandRun } from '../support/cli.js';
import { startGitHttpServer } from '../support/git-http-server.js';
import { configMapYaml, settingsYaml } from '../support/manifests.js';
import { withCluster } from '../support/testbed.js';
import { readProcesses } from '../support/process-secrets.js';

const TOKEN = 'e2e-token-7c1d93f0aa42';

const settings = (prefix: string): string => settingsYaml({ name: `${prefix}repo` });

const configMap = (value: string): string => configMapYaml({ name: 'settings', data: { value } });

/** A bare repository on `main` in a temporary folder, and a way to commit files to it. */
interface Remote {
  readonly root: string;
  readonly bare: string;
  readonly url: string;
  commit(files: Readonly<Record<string, string>>, message: string): string;
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

async function withRemote(body: (remote: Remote) => Promise<void>): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-source-e2e-'));
  const bare = join(root, 'config.git');
  const work = join(root, 'work');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  git(root, 'clone', '--quiet', bare, work);
  const remote: Remote = {
    root,
    bare,
    url: `file://${bare}`,
    commit(files, message) {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(work, path)), { recursive: true });
        writeFileSync(join(work, path), text);
      }
      git(work, 'add', '--all');
      git(work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', message);
      git(work, 'push', '--quiet', 'origin', 'HEAD:main');
      return git(work, 'rev-parse', 'HEAD');
    },
  };
  try {
    await body(remote);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('plan <file:// url> --ref main shows the changes; sync <url> applies them and records the commit', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    await withRemote(async (remote) => {
      const project = `${namespacePrefix}url`;
      const first = remote.commit(
        { 'gitshift.yaml': settings(namespacePrefix), [`projects/${project}/cm.yaml`]: configMap('1') },
        'first',
      );
      const kube = ['--kubeconfig', kubeconfigPath];
      const workDir = ['--work-dir', join(remote.root, 'cache')];

      const plan = await runCli(['plan', remote.url, '--ref', 'main', ...kube, ...workDir]);
      assert.is(plan.code, 2, plan.stderr);
      assert.match(plan.stdout, `+ ConfigMap/${project}/settings`);
      assert.match(
        plan.stderr,
        `fetched ${remote.url} branch main (as given with --ref) at ${first.slice(0, 12)}`,
      );

      const sync = await runCli(['sync', remote.url, ...kube, ...workDir]);
      assert.is(sync.code, 0, sync.stderr);
      assert.match(sync.stderr, "branch main (the remote's default branch)");
      assert.match(sync.stdout, /synced 1 project\(s\) in \d+\.\d\d s: 2 applied/);
      const status = await runCli(['status', ...kube, '--project', project]);
      assert.match(status.stdout, `revision:     ${first}`);

      const second = remote.commit({ [`projects/${project}/cm.yaml`]: configMap('2') }, 'second');
      const again = await runCli(['sync', remote.url, ...kube, ...workDir]);
      assert.is(again.code, 0, again.stderr);
      assert.match(again.stdout, /1 applied, 0 pruned, 1 unchanged/);
      const after = await runCli(['status', ...kube, '--project', project]);
      assert.match(after.stdout, `revision:     ${second}`);
    });
  });
});

test('--path reads the config from a folder of the repository', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    await withRemote(async (remote) => {
      const project = `${namespacePrefix}sub`;
      remote.commit(
        {
          'deploy/gitshift.yaml': settings(namespacePrefix),
          [`deploy/projects/${project}/cm.yaml`]: configMap('1'),
          'src/main.go': 'package main\n',
        },
        'app and its config',
      );
      const plan = await runCli([
        'plan',
        remote.url,
        '--path',
        'deploy',
        '--kubeconfig',
        kubeconfigPath,
        '--work-dir',
        join(remote.root, 'cache'),
      ]);
      assert.is(plan.code, 2, plan.stderr);
      assert.match(plan.stdout, `project ${project}: 2 to create`);
    });
  });
});

test('URL-only flags with a directory are a usage error; a directory works as before', async () => {
  await withCluster(async ({ kubeconfigPath }) => {
    const dir = mkdtempSync(join(tmpdir(), 'gitshift-dir-'));
    try {
      const refused = await runCli(['plan', dir, '--ref', 'main', '--kubeconfig', kubeconfigPath]);
      assert.is(refused.code, 1);
      assert.match(refused.stderr, '--ref needs a repository URL');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const ASKPASS_IN_PS = /GIT_ASKPASS=\S*askpass\.sh/;

/** Runs a CLI command while watching every process until it ends; what the watch saw. */
async function watchWhileRunning(run: Promise<CommandRun>): Promise<{
  result: CommandRun;
  leaks: string[];
  gitFetches: number;
  askPassSeen: boolean;
  ps: string;
}> {
  let done = false;
  const finished = run.finally(() => (done = true));
  const leaks: string[] = [];
  let gitFetches = 0;
  let askPassSeen = false;
  let ps = '';
  while (!done) {
    for (const { pid, cmdline, environ } of readProcesses()) {
      if (cmdline.includes(TOKEN)) leaks.push(`cmdline of ${pid}: ${cmdline}`);
      if (environ.includes(TOKEN)) leaks.push(`environment of ${pid} (${cmdline})`);
      if (/git(-remote-http| remote-http| fetch)/.test(cmdline)) {
        gitFetches += 1;
        if (environ.includes('GIT_ASKPASS=') && environ.includes('askpass.sh')) askPassSeen = true;
        // `ps e` as a person would run it, while git is mid-fetch. git may end between the
        // listing above and ps, so snapshots are kept until one shows git's environment.
        // (ps itself gets a clean environment: it is this test's child, not gitshift's.)
        if (!ASKPASS_IN_PS.test(ps))
          ps += execFileSync('ps', ['eww', '-eo', 'pid,args'], {
            encoding: 'utf8',
            env: { PATH: process.env['PATH'] },
          });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { result: await finished, leaks, gitFetches, askPassSeen, ps };
}

test('a token given in the URL, a file or the environment never shows in output, process lists or environments', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    await withRemote(async (remote) => {
      const project = `${namespacePrefix}tok`;
      remote.commit(
        { 'gitshift.yaml': settings(namespacePrefix), [`projects/${project}/cm.yaml`]: configMap('1') },
        'first',
      );
      // Each fetch is held for a moment, so the watch sees git and its helpers mid-fetch.
      const server = await startGitHttpServer({ root: remote.root, token: TOKEN, delayMs: 800 });
      const secrets = mkdtempSync(join(tmpdir(), 'gitshift-secrets-'));
      const tokenFile = join(secrets, 'token');
      writeFileSync(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
      const url = `${server.url}/config.git`;
      const kube = ['--kubeconfig', kubeconfigPath];
      const cache = (name: string): string[] => ['--work-dir', join(remote.root, name)];
      try {
        const runs = [
          await watchWhileRunning(
            runCli(['plan', url.replace('http://', `http://alice:${TOKEN}@`), ...kube, ...cache('a')]),
          ),
          await watchWhileRunning(runCli(['sync', url, '--token-file', tokenFile, ...kube, ...cache('b')])),
        ];
        // The environment variable, set in this process's environment so that git would inherit it if it could.
        process.env['GITSHIFT_GIT_TOKEN'] = TOKEN;
        // Other GITSHIFT_* variables (serve's webhook secrets) stay away from git as well.
        process.env['GITSHIFT_GITHUB_SECRET'] = TOKEN;
        try {
          runs.push(
            await watchWhileRunning(
              runCli(['plan', url, ...kube, ...cache('c')], { GITSHIFT_GIT_TOKEN: TOKEN }),
            ),
          );
        } finally {
          delete process.env['GITSHIFT_GIT_TOKEN'];
          delete process.env['GITSHIFT_GITHUB_SECRET'];
        }
        for (const [i, run] of runs.entries()) {
          assert.ok([0, 2].includes(run.result.code), `run ${i}: ${run.result.stderr}`);
          assert.match(run.result.stderr, /fetched http:\/\/(alice@)?127\.0\.0\.1/);
          assert.not.match(run.result.stdout + run.result.stderr, TOKEN);
          assert.equal(run.leaks, [], `run ${i}`);
          assert.ok(run.gitFetches > 0, `run ${i}: the watch saw git fetching`);
          assert.ok(run.askPassSeen, `run ${i}: git's environment names the askpass script`);
          assert.not.match(run.ps, TOKEN);
          assert.match(run.ps, ASKPASS_IN_PS, `run ${i}: ps e shows the environments it checked`);
        }
        // No token file is left behind in the caches.
        for (const name of ['a', 'b', 'c']) {
          const credentials = readdirSync(join(remote.root, name, 'credentials'));
          assert.equal(credentials, ['askpass.sh'], name);
        }
        assert.ok(server.requests.some((r) => r.user === 'alice' && r.status === 200));
        assert.ok(server.requests.some((r) => r.user === 'x-access-token' && r.status === 200));

        // A wrong token: a clear error that still does not print it.
        const wrongFile = join(secrets, 'wrong');
        writeFileSync(wrongFile, 'wrong-token-55555555\n');
        const refused = await runCli(['plan', url, '--token-file', wrongFile, ...kube, ...cache('d')]);
        assert.is(refused.code, 1);
        assert.match(refused.stderr, /GIT_AUTH_FAILED/);
        assert.not.match(refused.stderr, 'wrong-token-55555555');
      } finally {
        await server.stop();
        rmSync(secrets, { recursive: true, force: true });
      }
    });
  });
});

test.run();
