import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { readGitSnapshot } from '../../../src/git/read-git-snapshot.js';
import { WriteBack } from '../../../src/writeback/write-back.js';
import { httpRegistryClient } from '../../../src/images/http-registry-client.js';
import { deploymentsTriggeredBy } from '../../../src/images/image-change-triggers.js';
import { editsForImagePush, type ImagePush } from '../../../src/images/image-push.js';
import { indexImageStreams } from '../../../src/model/image-stream-index.js';
import { loadRepository } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { processTemplate } from '../../../src/templates/index.js';
import { pushImage } from '../../../testbed/src/oci-image.js';
import { deploymentConfigYaml } from '../../support/manifests.js';
import { SETTINGS, TEST_SEED, testValidator } from '../../support/repo.js';
import {
  eventually,
  seedRemote,
  withGitRemote,
  withReceiver,
  withRegistry,
  type GitRemote,
} from '../../support/testbed.js';

interface RegistryEvent {
  id: string;
  action: string;
  target: { repository: string; tag?: string; digest: string };
}

const imageStream = (
  host: string,
): string => `# Images of the shop. People write spec; gitshift writes status.
apiVersion: image.openshift.io/v1
kind: ImageStream
metadata:
  name: app
  annotations:
    owner: "team-shop"      # who to ask
spec:
  dockerImageRepository: ${host}/team/app   # pushed by CI
  tags:
    - name: prod
      from: {kind: ImageStreamTag, name: "app:latest"}   # flow style is kept
`;

const DEPLOYMENT = deploymentConfigYaml({
  name: 'web',
  selector: true,
  imageChange: { from: 'app:prod', automatic: true },
});

/** The repository model at the remote's main, as serve would load it. */
async function loadRemote(remote: GitRemote): Promise<RepositoryModel> {
  const snapshot = await readGitSnapshot({ dir: remote.path, ref: 'main' });
  return loadRepository(snapshot, { validator: testValidator(), processTemplate, templateSeed: TEST_SEED });
}

const gitOut = (remote: GitRemote, ...args: string[]): string =>
  execFileSync('git', ['--git-dir', remote.path, ...args], { encoding: 'utf8' });

test('pushes of v1 and v2 end as commits of the ImageStream: v2 newest first, its tracker too, comments and formatting kept', async () => {
  await withReceiver(async (notifyUrl, received) => {
    await withRegistry({ notify: notifyUrl }, async (registry) => {
      await withGitRemote(async (remote) => {
        const original = imageStream(registry.host);
        seedRemote(
          remote,
          {
            'gitshift.yaml': SETTINGS,
            'projects/shop/app.yaml': `${original}---\n${DEPLOYMENT}`,
          },
          'shop: the app image stream',
        );
        const workDir = mkdtempSync(join(tmpdir(), 'gitshift-writer-'));
        const writer = await WriteBack.open({ url: remote.url, branch: 'main', workDir });
        const registryClient = httpRegistryClient();
        const now = () => new Date('2026-11-22T10:00:00Z');
        try {
          // v1 arrives as the registry's own notification, which names the digest.
          const v1 = await pushImage(registry.host, 'team/app', 'latest', 'app v1');
          const notified = await eventually<RegistryEvent>('the push notification of v1', () =>
            received
              .flatMap((r) => (JSON.parse(r.body) as { events: RegistryEvent[] }).events)
              .find((e) => e.action === 'push' && e.target.digest === v1.digest && e.target.tag === 'latest'),
          );
          const first: ImagePush = {
            source: 'registry',
            eventId: notified.id,
            registryHost: registry.host,
            repository: notified.target.repository,
            tag: 'latest',
            digest: notified.target.digest,
          };
          let model = await loadRemote(remote);
          let streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
          const one = await editsForImagePush(first, { streams, registry: registryClient, now });
          assert.is(one.status, 'edits');
          if (one.status !== 'edits') return;
          await Promise.all(one.edits.map((edit) => writer.request(edit, one.reason)));

          // v2 arrives as Docker Hub would say it: a tag and no digest, so the registry is asked.
          const v2 = await pushImage(registry.host, 'team/app', 'latest', 'app v2');
          const second: ImagePush = {
            source: 'dockerhub',
            eventId: 'hub-delivery-2',
            registryHost: registry.host,
            repository: 'team/app',
            tag: 'latest',
          };
          model = await loadRemote(remote);
          streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
          const two = await editsForImagePush(second, { streams, registry: registryClient, now });
          assert.is(two.status, 'edits');
          if (two.status !== 'edits') return;
          assert.is(two.digest, v2.digest);
          assert.ok(two.resolved);
          await Promise.all(two.edits.map((edit) => writer.request(edit, two.reason)));

          const text = gitOut(remote, 'show', 'main:projects/shop/app.yaml');
          assert.ok(text.startsWith(original), 'the document as people wrote it is kept byte for byte');
          assert.ok(text.endsWith(`---\n${DEPLOYMENT}`), 'the other document is untouched');
          const [stream] = parseAllDocuments(text).map((d) => d.toJS() as Record<string, any>);
          const history = (tag: string) =>
            (
              stream?.['status']?.tags as {
                tag: string;
                items: { image: string; dockerImageReference: string }[];
              }[]
            )
              .find((t) => t.tag === tag)
              ?.items.map((i) => i.dockerImageReference);
          const pinned = (digest: string) => `${registry.host}/team/app@${digest}`;
          assert.equal(history('latest'), [pinned(v2.digest), pinned(v1.digest)]);
          assert.equal(history('prod'), [pinned(v2.digest), pinned(v1.digest)]);

          const subjects = gitOut(remote, 'log', '--format=%B%x00', 'main')
            .split('\0')
            .map((m) => m.trim())
            .filter((m) => m !== '');
          assert.is(subjects.length, 3, 'one commit per push after the seed');
          assert.match(subjects[0] ?? '', '(dockerhub push, delivery hub-delivery-2)');
          assert.match(subjects[1] ?? '', `(registry push, delivery ${notified.id})`);

          model = await loadRemote(remote);
          const moved = two.edits
            .map((e) => (e.type === 'image-stream-tag' ? e : undefined))
            .filter((e) => e !== undefined);
          assert.equal(
            deploymentsTriggeredBy(model.projects, moved).map(
              (t) => `${t.deploymentConfig} automatic=${t.automatic}`,
            ),
            ['web automatic=true'],
          );
        } finally {
          await writer.idle();
          rmSync(workDir, { recursive: true, force: true });
        }
      });
    });
  });
});

test('a tag the registry does not have, pushed without a digest, is an error and nothing is committed', async () => {
  await withRegistry({}, async (registry) => {
    await withGitRemote(async (remote) => {
      seedRemote(
        remote,
        { 'gitshift.yaml': SETTINGS, 'projects/shop/app.yaml': imageStream(registry.host) },
        'shop: the app image stream',
      );
      await pushImage(registry.host, 'team/app', 'latest', 'app v1');
      const before = gitOut(remote, 'rev-parse', 'main');
      const model = await loadRemote(remote);
      const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
      const push: ImagePush = {
        source: 'dockerhub',
        eventId: 'hub-1',
        registryHost: registry.host,
        repository: 'team/app',
        tag: 'never-pushed',
      };
      try {
        await editsForImagePush(push, { streams, registry: httpRegistryClient(), now: () => new Date() });
        assert.unreachable('expected REGISTRY_TAG_NOT_FOUND');
      } catch (error) {
        assert.is((error as { code?: string }).code, 'REGISTRY_TAG_NOT_FOUND');
      }
      assert.is(gitOut(remote, 'rev-parse', 'main'), before);
    });
  });
});

test.run();
