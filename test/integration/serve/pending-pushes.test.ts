import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { editsForImagePush, type ImagePush } from '../../../src/images/image-push.js';
import { openImageUpdates, type ImageUpdates } from '../../../src/serve/image-updates.js';
import { PendingPushes } from '../../../src/serve/pending-pushes.js';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import { openWebhooks } from '../../../src/serve/webhook-intake.js';
import { fileJournal } from '../../../src/writeback/write-back-journal.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { remoteGit, remoteRevision } from '../../support/remote-revision.js';
import { SETTINGS } from '../../support/repo.js';
import { eventually, seedRemote, withGitRemote, type GitRemote } from '../../support/testbed.js';
import { post } from '../webhooks/webhook-harness.js';

const DIGEST = `sha256:${'7'.repeat(64)}`;
const PUSH: ImagePush = {
  source: 'registry',
  eventId: 'event-1',
  registryHost: 'registry.test:5000',
  repository: 'team/app',
  tag: 'latest',
  digest: DIGEST,
};
const IMAGE_STREAM = `apiVersion: image.openshift.io/v1
kind: ImageStream
metadata:
  name: app
spec:
  dockerImageRepository: registry.test:5000/team/app
`;
/** A stream of a registry that is down: nothing listens on the discard port of loopback. */
const DOWN_STREAM = `apiVersion: image.openshift.io/v1
kind: ImageStream
metadata:
  name: down
spec:
  dockerImageRepository: 127.0.0.1:9/team/down
`;

/** A bare remote with the shop's image stream, a state directory, and what serve's image part is opened with. */
async function withScene(
  body: (scene: { remote: GitRemote; stateDir: string; open: () => Promise<ImageUpdates> }) => Promise<void>,
): Promise<void> {
  await withGitRemote(async (remote) => {
    seedRemote(
      remote,
      {
        'gitshift.yaml': SETTINGS,
        'projects/shop/app.yaml': IMAGE_STREAM,
        'projects/shop/down.yaml': DOWN_STREAM,
      },
      'shop: the app image stream',
    );
    const stateDir = mkdtempSync(join(tmpdir(), 'gitshift-pending-pushes-'));
    // Serve's configuration names a cluster; the image part never calls it.
    const kubeconfig = join(stateDir, 'kubeconfig');
    writeFileSync(kubeconfig, 'apiVersion: v1\nkind: Config\n');
    const config = loadServeConfig(undefined, { GITSHIFT_REPO_URL: remote.url, KUBECONFIG: kubeconfig });
    const open = (): Promise<ImageUpdates> =>
      openImageUpdates(config, {
        workDir: join(stateDir, 'write-back'),
        pendingDir: join(stateDir, 'pushes', 'pending'),
        desired: () => remoteRevision(remote),
        current: () => undefined,
        committed: () => undefined,
        log: recordingLogger().logger,
        writeBackLog: recordingLogger().logger,
      });
    try {
      await body({ remote, stateDir, open });
    } finally {
      rmSync(stateDir, { recursive: true, force: true });
    }
  });
}

test('a push kept before its 202 and never handled (serve killed) is in Git exactly once after the restart', () =>
  withScene(async ({ remote, stateDir, open }) => {
    const before = commitCount(remote);
    // The killed serve: the push recorded before the answer, the work never done.
    new PendingPushes(join(stateDir, 'pushes', 'pending')).record(PUSH, Date.now());
    const restarted = await open();
    try {
      await eventually('the push committed by the restarted serve', () =>
        commitCount(remote) === before + 1 ? true : undefined,
      );
      await eventually('the push settled', () =>
        readdirSync(join(stateDir, 'pushes', 'pending')).length === 0 ? true : undefined,
      );
    } finally {
      await restarted.stop();
    }
    assert.match(appYaml(remote), `image: ${DIGEST}`);
    // And again: nothing is left to handle, so no second commit.
    const again = await open();
    await again.stop();
    assert.is(commitCount(remote), before + 1);
    assert.match(lastMessage(remote), /event-1|registry/);
  }));

test('a push handled twice (kept, in the journal, and delivered once more) makes one commit', () =>
  withScene(async ({ remote, stateDir, open }) => {
    const before = commitCount(remote);
    // Killed after the write-back journaled the edit and before it was pushed: journal and pending both hold it.
    new PendingPushes(join(stateDir, 'pushes', 'pending')).record(PUSH, Date.now());
    const revision = await remoteRevision(remote);
    const outcome = await editsForImagePush(PUSH, {
      streams: revision.streams,
      registry: { resolveTag: () => Promise.reject(new Error('the push names its digest')) },
      now: () => new Date(),
    });
    if (outcome.status !== 'edits') return assert.unreachable(outcome.status);
    mkdirSync(join(stateDir, 'write-back'), { recursive: true });
    const journal = fileJournal(join(stateDir, 'write-back', 'journal.jsonl'));
    for (const [i, edit] of outcome.edits.entries())
      journal.record({ id: `journaled-${i}`, edit, reason: outcome.reason });
    const images = await open();
    try {
      assert.is(await images.pushed(PUSH), true);
      assert.is(await images.pushed(PUSH), true);
      await eventually('the pending push settled', () =>
        readdirSync(join(stateDir, 'pushes', 'pending')).length === 0 ? true : undefined,
      );
    } finally {
      await images.stop();
    }
    assert.is(commitCount(remote), before + 1, 'one commit for one push, however often it was handled');
    assert.is(appYaml(remote).split(`image: ${DIGEST}`).length - 1, 1, 'one item in the tag history');
  }));

test('a push whose work a stop ended stays kept for the next start; one handled is settled', () =>
  withScene(async ({ stateDir, open }) => {
    const pending = new PendingPushes(join(stateDir, 'pushes', 'pending'));
    const images = await open();
    images.keep(PUSH);
    assert.equal(
      pending.left().pushes.map((p) => p.push),
      [PUSH],
    );
    assert.is(await images.pushed(PUSH), true);
    assert.equal(pending.left().pushes, []);
    // A push for a repository the config does not know: no edit needed, settled as well.
    const unknown: ImagePush = { ...PUSH, eventId: 'event-2', repository: 'team/other' };
    images.keep(unknown);
    assert.is(await images.pushed(unknown), true);
    assert.equal(pending.left().pushes, []);
    // A push whose digest must be asked of a registry that is down waits; the stop ends the wait and keeps it.
    const waiting: ImagePush = {
      source: 'dockerhub',
      eventId: 'event-3',
      registryHost: '127.0.0.1:9',
      repository: 'team/down',
      tag: 'latest',
    };
    images.keep(waiting);
    const handled = images.pushed(waiting);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await images.stop();
    assert.is(await handled, false);
    assert.equal(
      pending.left().pushes.map((p) => p.push.eventId),
      ['event-3'],
    );
  }));

test('a registry push is kept before its 202; one that cannot be kept is refused 503, and its redelivery accepted', async () => {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-pending-intake-'));
  const kubeconfig = join(root, 'kubeconfig');
  writeFileSync(kubeconfig, 'apiVersion: v1\nkind: Config\n');
  const secret = 'registry-secret-pending-0123';
  const config = loadServeConfig(undefined, {
    GITSHIFT_REPO_URL: 'file:///srv/config.git',
    KUBECONFIG: kubeconfig,
    GITSHIFT_REGISTRY_SECRET: secret,
  });
  const pending = new PendingPushes(join(root, 'pushes', 'pending'));
  let full = true;
  const handedOn: string[] = [];
  const intake = openWebhooks(config, {
    stateDir: join(root, 'webhooks'),
    repositoryUrl: config.repository.url,
    branch: config.repository.branch,
    fetchNow: () => undefined,
    keepImagePush: (push) => {
      if (full) throw new Error('ENOSPC: no space left on device');
      pending.record(push, Date.now());
    },
    // The work never ends here: what the answer promises rests on the record alone.
    imagePushed: (push) => {
      handedOn.push(push.eventId);
      return new Promise<boolean>(() => undefined);
    },
    pulls: { pullRequest: () => undefined, comment: () => undefined },
    projects: () => [],
    reconcile: () => undefined,
    builds: {
      githubPushed: () => Promise.reject(new Error('no push is sent')),
      triggered: () => Promise.reject(new Error('no build webhook is sent')),
    },
    buildWebhooks: () => undefined,
    log: recordingLogger('info').logger,
  });
  const server = createServer(intake.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const body = readFileSync(
      new URL('../../unit/webhooks/fixtures/registry-manifest-push.json', import.meta.url),
      'utf8',
    );
    const deliver = () =>
      post(url, `/hooks/registry/${secret}`, {
        headers: { 'content-type': 'application/vnd.docker.distribution.events.v1+json' },
        body,
      });
    const refused = await deliver();
    assert.is(refused.status, 503);
    assert.match(JSON.stringify(refused.json), /ENOSPC/);
    assert.equal(handedOn, [], 'a push that could not be kept is not started');
    full = false;
    const accepted = await deliver();
    assert.is(accepted.status, 202, 'the redelivery is no duplicate: the refused one was forgotten');
    assert.is(pending.left().pushes.length, 1, 'kept by the time the 202 was sent');
    assert.equal(handedOn, [pending.left().pushes[0]?.push.eventId]);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await intake.close();
    rmSync(root, { recursive: true, force: true });
  }
});

/** The revision at the remote's main, as serve would load it. */

const commitCount = (remote: GitRemote): number => Number(remoteGit(remote, 'rev-list', '--count', 'main'));
const appYaml = (remote: GitRemote): string => remoteGit(remote, 'show', 'main:projects/shop/app.yaml');
const lastMessage = (remote: GitRemote): string => remoteGit(remote, 'log', '-1', '--format=%B', 'main');

test.run();
