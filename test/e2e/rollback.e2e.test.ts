import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, writeFiles } from '../support/cli.js';
import { deploymentConfigYaml, imageStreamYaml, settingsYaml } from '../support/manifests.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    encoding: 'utf8',
  }).trim();

const digest = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;
const pullSpec = (n: number): string => `registry.test/shop/web@${digest(n)}`;

/** The stream's tag `latest`, newest first, as write-back leaves it. */
const images = (...newestFirst: number[]): string =>
  imageStreamYaml({
    name: 'web',
    status: [
      {
        tag: 'latest',
        items: newestFirst.map((n) => ({ dockerImageReference: pullSpec(n), image: digest(n) })),
      },
    ],
  });

const web = deploymentConfigYaml({ imageChange: { from: 'web:latest', automatic: true } });

test('rollback commits the earlier image to Git; the next sync takes the Deployment back to it', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}rollback`;
    const root = mkdtempSync(join(tmpdir(), 'gitshift-rollback-e2e-'));
    const remote = join(root, 'config.git');
    const work = join(root, 'work');
    const kube = ['--kubeconfig', kubeconfigPath];
    try {
      execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', remote]);
      execFileSync('git', ['clone', '--quiet', remote, work], { stdio: 'ignore' });
      git(work, 'checkout', '--quiet', '-b', 'main');
      writeFiles(work, {
        'gitshift.yaml': settingsYaml({ name: `${namespacePrefix}repo` }),
        [`projects/${project}/images.yaml`]: images(1),
        [`projects/${project}/web.yaml`]: web,
      });
      git(work, 'add', '-A');
      git(work, 'commit', '--quiet', '-m', 'web at image 1');
      writeFiles(work, { [`projects/${project}/images.yaml`]: images(2, 1) });
      git(work, 'commit', '--quiet', '-am', 'web:latest → image 2');
      git(work, 'push', '--quiet', 'origin', 'main');

      const api = await kubeApiFor(kubeconfigPath);
      const liveImage = async (): Promise<unknown> => {
        const live = await api.get({
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          namespace: project,
          name: 'web',
        });
        return (live?.['spec'] as any).template.spec.containers[0].image;
      };
      const first = await runCli(['sync', work, ...kube]);
      assert.is(first.code, 0, first.stdout + first.stderr);
      assert.is(await liveImage(), pullSpec(2));

      const listed = await runCli(['rollback', `${project}/web`, '--repo', work, '--list']);
      assert.is(listed.code, 0, listed.stderr);
      assert.match(listed.stdout, `web=${pullSpec(2)}`);
      assert.match(listed.stdout, `web=${pullSpec(1)}`);

      const rolled = await runCli(['rollback', `${project}/web`, '--repo', work, '--to', 'previous']);
      assert.is(rolled.code, 0, rolled.stderr);
      assert.match(rolled.stdout, `container web: ${pullSpec(2)} → ${pullSpec(1)}`);
      // Rollback changed Git only: the cluster still runs image 2 until the next sync.
      assert.is(await liveImage(), pullSpec(2));

      git(work, 'pull', '--quiet', '--ff-only');
      assert.match(
        git(work, 'log', '-1', '--format=%s'),
        `gitshift: roll back DeploymentConfig ${project}/web`,
      );
      const second = await runCli(['sync', work, ...kube]);
      assert.is(second.code, 0, second.stdout + second.stderr);
      assert.is(await liveImage(), pullSpec(1));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

test.run();
