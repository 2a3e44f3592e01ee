import { chmodSync, copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ConfigSource } from '../../../src/source/config-source.js';
import { credentialedGit, sshControlDirectory } from '../../../src/git/git-credentials.js';
import { WriteBack } from '../../../src/writeback/write-back.js';
import { SETTINGS } from '../../support/repo.js';
import { startSshd, type RunningSshd } from '../../support/sshd.js';
import { eventually } from '../../support/testbed.js';
import { commitFiles, digest, git, imageStream, withSandbox } from '../../support/git-sandbox.js';
import { gitshiftRejection } from '../../support/errors.js';

const files = {
  'gitshift.yaml': SETTINGS,
  'projects/shop/images.yaml': imageStream('web'),
};

let sshd: RunningSshd;

test.before(async () => {
  sshd = await startSshd();
});

test.after(async () => {
  await sshd.stop();
});

test('ssh:// with a key and known_hosts: the default branch, a shallow fetch, an incremental one', async () => {
  await withSandbox(files, async (sandbox) => {
    const workDir = sandbox.folder('source');
    const config = new ConfigSource({
      url: sshd.urlOf(sandbox.remote),
      workDir,
      credentials: { sshKeyFile: sshd.clientKey, knownHostsFile: sshd.knownHosts },
    });
    await config.open();
    assert.is(config.branchChoice, 'remote-default');
    const first = await config.fetch();
    assert.is(first.head, git(sandbox.remote, 'rev-parse', 'main'));
    assert.ok(existsSync(join(workDir, 'repo.git', 'shallow')), 'shallow over SSH');
    const shop = commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream('api') }, 'shop');
    const update = await config.fetch();
    assert.equal([update.head, update.changed.projects], [shop, ['shop']]);
  });
});

for (const reuse of [false, true]) {
  test(`${reuse ? 'with' : 'without'} connection reuse, three fetches make ${reuse ? 'one SSH login' : 'three SSH logins'}`, async () => {
    await withSandbox(files, async (sandbox) => {
      const config = new ConfigSource({
        url: sshd.urlOf(sandbox.remote),
        branch: 'main',
        workDir: sandbox.folder('source'),
        credentials: { sshKeyFile: sshd.clientKey, knownHostsFile: sshd.knownHosts },
        reuseSshConnections: reuse,
      });
      await config.open();
      const before = sshd.acceptedLogins();
      await config.fetch();
      for (const stream of ['api', 'worker']) {
        commitFiles(sandbox, { 'projects/shop/images.yaml': imageStream(stream) }, stream);
        const update = await config.fetch();
        assert.is(update.head, git(sandbox.remote, 'rev-parse', 'main'));
      }
      // sshd logs a login just after it accepts it: wait for the lines to arrive, then for any late one.
      const expected = reuse ? 1 : 3;
      await eventually(`${expected} logins in sshd's log`, () =>
        sshd.acceptedLogins() - before >= expected ? true : undefined,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.is(sshd.acceptedLogins() - before, expected);
    });
  });
}

test("serve's write-backs over SSH share one connection too: three pushes, at most one login", async () => {
  await withSandbox(files, async (sandbox) => {
    const workDir = sandbox.folder('writer');
    const writer = await WriteBack.open({
      url: sshd.urlOf(sandbox.remote),
      branch: 'main',
      workDir,
      git: credentialedGit(
        { sshKeyFile: sshd.clientKey, knownHostsFile: sshd.knownHosts },
        { workDir, sshControlDir: sshControlDirectory() },
      ),
    });
    const before = sshd.acceptedLogins();
    for (const n of [1, 2, 3]) {
      const outcome = await writer.request(
        {
          type: 'image-stream-tag',
          project: 'shop',
          stream: 'web',
          tag: 'latest',
          image: digest(n),
          dockerImageReference: `reg.example/shop/web@${digest(n)}`,
          created: '2026-11-23T00:00:00Z',
        },
        { source: 'test', event: 'push' },
      );
      assert.is(outcome.status, 'committed');
    }
    assert.match(git(sandbox.remote, 'show', 'main:projects/shop/images.yaml'), digest(3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // None at all when an earlier test's connection with the same key is still open: it is shared too.
    const logins = sshd.acceptedLogins() - before;
    assert.ok(logins <= 1, `${logins} logins for three pushes`);
  });
});

test("scp-like user@host:path, through the user's own GIT_SSH_COMMAND when no key is given", async () => {
  await withSandbox(files, async (sandbox) => {
    // scp-like URLs cannot name a port: here the user's ssh command does, as an ssh config alias would.
    const sshCommand = `ssh -p ${sshd.port} -i ${sshd.clientKey} -o UserKnownHostsFile=${sshd.knownHosts} -o BatchMode=yes`;
    const config = new ConfigSource({
      url: `${sshd.user}@127.0.0.1:${sandbox.remote}`,
      workDir: sandbox.folder('source'),
      env: { ...process.env, GIT_SSH_COMMAND: sshCommand },
    });
    assert.is(config.url, `${sshd.user}@127.0.0.1:${sandbox.remote}`);
    await config.open();
    assert.is(config.branch, 'main');
    const update = await config.fetch();
    assert.is(update.head, git(sandbox.remote, 'rev-parse', 'main'));
  });
});

test('a host key that does not match known_hosts is refused with a clear error', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = new ConfigSource({
      url: sshd.urlOf(sandbox.remote),
      workDir: sandbox.folder('source'),
      branch: 'main',
      credentials: { sshKeyFile: sshd.clientKey, knownHostsFile: sshd.wrongKnownHosts },
    });
    await config.open();
    const error = await gitshiftRejection(config.fetch());
    assert.is(error.code, 'GIT_HOST_KEY_REJECTED', error.message);
    assert.match(error.message, /host key/);
    assert.match(error.message, /--known-hosts/);
  });
});

test('a key the server does not accept is GIT_AUTH_FAILED', async () => {
  await withSandbox(files, async (sandbox) => {
    const config = new ConfigSource({
      url: sshd.urlOf(sandbox.remote),
      workDir: sandbox.folder('source'),
      branch: 'main',
      // The host key is a private key too, but not an authorized one.
      credentials: {
        sshKeyFile: sshd.wrongKnownHosts.replace('wrong_known_hosts', 'other_host_ed25519'),
        knownHostsFile: sshd.knownHosts,
      },
    });
    await config.open();
    const error = await gitshiftRejection(config.fetch());
    assert.is(error.code, 'GIT_AUTH_FAILED', error.message);
  });
});

test('a key others can read is refused before ssh silently skips it', async () => {
  await withSandbox(files, async (sandbox) => {
    const loose = join(sandbox.folder('keys'), 'key');
    mkdirSync(dirname(loose), { recursive: true });
    copyFileSync(sshd.clientKey, loose);
    chmodSync(loose, 0o644);
    const config = new ConfigSource({
      url: sshd.urlOf(sandbox.remote),
      workDir: sandbox.folder('source'),
      branch: 'main',
      credentials: { sshKeyFile: loose, knownHostsFile: sshd.knownHosts },
    });
    const error = await gitshiftRejection(config.open());
    assert.is(error.code, 'USAGE');
    assert.match(error.message, `chmod 600 ${loose}`);
  });
});

test.run();
