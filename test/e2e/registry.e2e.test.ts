import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildAndPush } from '../../testbed/src/buildah.js';
import { pushImage } from '../../testbed/src/oci-image.js';
import { eventually, withGitRemote, withReceiver, withRegistry } from '../support/testbed.js';

interface RegistryEvent {
  action: string;
  target: { mediaType: string; repository: string; tag?: string; digest: string };
}

test('a skopeo push reaches the registry and its notification names repository, tag and manifest digest', async () => {
  await withReceiver(async (url, received) => {
    await withRegistry({ notify: url }, async (registry) => {
      const image = await pushImage(registry.host, 'team/app', 'v2', 'app v2');
      const push = await eventually<RegistryEvent>('the push notification', () =>
        received
          .flatMap((r) => (JSON.parse(r.body) as { events: RegistryEvent[] }).events)
          .find((e) => e.action === 'push' && e.target.tag === 'v2'),
      );
      assert.is(push.target.repository, 'team/app');
      assert.is(push.target.digest, image.digest);
      assert.match(push.target.mediaType, /manifest/);
      assert.is(received[0]?.headers['content-type'], 'application/vnd.docker.distribution.events.v1+json');
    });
  });
});

test('different content gives a different digest; the same content the same one', async () => {
  await withRegistry({}, async (registry) => {
    const a = await pushImage(registry.host, 'team/app', 'a', 'one');
    const b = await pushImage(registry.host, 'team/app', 'b', 'two');
    const c = await pushImage(registry.host, 'team/app', 'c', 'one');
    assert.is.not(a.digest, b.digest);
    assert.is(a.digest, c.digest);
  });
});

test('buildah builds a FROM scratch image and pushes it, and the registry says so', async () => {
  const context = mkdtempSync(join(tmpdir(), 'gitshift-context-'));
  writeFileSync(join(context, 'hello.txt'), 'built by buildah\n');
  writeFileSync(join(context, 'Containerfile'), 'FROM scratch\nCOPY hello.txt /hello.txt\n');
  try {
    await withReceiver(async (url, received) => {
      await withRegistry({ notify: url }, async (registry) => {
        const image = await buildAndPush(context, `${registry.host}/team/built:1`);
        assert.match(image.digest, /^sha256:[a-f0-9]{64}$/);
        const push = await eventually<RegistryEvent>('the push notification', () =>
          received
            .flatMap((r) => (JSON.parse(r.body) as { events: RegistryEvent[] }).events)
            .find((e) => e.action === 'push' && e.target.repository === 'team/built'),
        );
        assert.is(push.target.digest, image.digest);
      });
    });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
});

test('a git remote is a real bare repository that accepts a push', async () => {
  await withGitRemote((remote) => {
    const work = execFileSync('mktemp', ['-d']).toString().trim();
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@t', ...args]).toString();
    git('init', '--quiet', '--initial-branch=main');
    git('commit', '--quiet', '--allow-empty', '-m', 'first');
    git('push', '--quiet', remote.url, 'main');
    assert.match(
      execFileSync('git', ['--git-dir', remote.path, 'log', '--format=%s', 'main']).toString(),
      /first/,
    );
    execFileSync('rm', ['-rf', work]);
  });
});

test.run();
