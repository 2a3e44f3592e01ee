/**
 * serve's follow of Keystone projects on a real Keystone, a real bare git
 * remote and serve's real write-back: the role assignments of the followed
 * project (users and groups, implied roles added, other domains left out)
 * are committed into spec.keystone.assignments, keeping the file as written;
 * the RoleBindings rendered from that revision carry them through
 * keystone.roles; an unchanged project commits nothing; a removed
 * assignment is a commit; a Keystone project that does not exist, or a
 * Keystone that cannot be reached, takes nothing away.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import type { ServiceUser } from '../../../src/identity/keystone-client.js';
import type { DesiredRevision } from '../../../src/serve/desired-state.js';
import { openImageUpdates, type ImageUpdates } from '../../../src/serve/image-updates.js';
import { openKeystoneFollow } from '../../../src/serve/keystone-follow.js';
import { loadServeConfig } from '../../../src/serve/serve-config.js';
import {
  keystoneSettingsYaml,
  serviceUserFiles,
  withKeystone,
  type KeystoneAdmin,
} from '../../support/keystone.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { remoteGit, remoteRevision } from '../../support/remote-revision.js';
import { SETTINGS, yaml } from '../../support/repo.js';
import { seedRemote, withGitRemote, type GitRemote } from '../../support/testbed.js';

const DOMAIN = 'gitshift-follow';
const PASSWORD = 'follow-me-password';

const SHOP = yaml`
  apiVersion: project.openshift.io/v1
  kind: Project
  metadata:
    name: shop
  spec:
    # who may deploy the shop: shop-prod's people
    keystone:
      project: shop-prod
    members:
      - kind: User
        name: ann # the cluster's own admin
        role: admin
`;

/** A Project whose Keystone project was renamed away: what it holds must stay. */
const OLD = yaml`
  apiVersion: project.openshift.io/v1
  kind: Project
  metadata:
    name: old
  spec:
    keystone:
      project: renamed-away
      assignments:
        - kind: KeystoneUser
          name: olga
          roles: [member, reader]
`;

interface Seeded {
  projectId: string;
  users: Record<string, string>;
}

async function seedKeystone(ks: KeystoneAdmin): Promise<Seeded> {
  const domainId = await ks.createDomain(DOMAIN);
  const elsewhere = await ks.createDomain(`${DOMAIN}-other`);
  const projectId = await ks.createProject(domainId, 'shop-prod');
  const users: Record<string, string> = {};
  for (const name of ['alice', 'rob', 'manny', 'olga'])
    users[name] = await ks.createUser(domainId, name, PASSWORD);
  const devs = await ks.createGroup(domainId, 'devs');
  // A namesake in another domain: Keystone's webhook would name it "alice" too, so it is left out.
  const otherAlice = await ks.createUser(elsewhere, 'alice', PASSWORD);
  await ks.assignRole({ role: 'member', projectId, userId: users['alice'] });
  await ks.assignRole({ role: 'reader', projectId, userId: users['rob'] });
  await ks.assignRole({ role: 'manager', projectId, userId: users['manny'] });
  await ks.assignRole({ role: 'member', projectId, groupId: devs });
  await ks.assignRole({ role: 'admin', projectId, userId: otherAlice });
  return { projectId, users };
}

async function withScene(
  ks: KeystoneAdmin,
  settings: (serviceUser: ServiceUser) => string,
  body: (scene: {
    remote: GitRemote;
    images: ImageUpdates;
    current: () => DesiredRevision | undefined;
    /** Loads the remote's head, as serve does after its own commit. */
    reload: () => Promise<DesiredRevision>;
  }) => Promise<void>,
): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'gitshift-keystone-follow-'));
  try {
    await withGitRemote(async (remote) => {
      seedRemote(
        remote,
        {
          'gitshift.yaml': `${SETTINGS}${settings(serviceUserFiles(ks.keystone, work))}`,
          'projects/shop/project.yaml': SHOP,
          'projects/old/project.yaml': OLD,
        },
        'shop and old follow Keystone projects',
      );
      const kubeconfig = join(work, 'kubeconfig');
      writeFileSync(kubeconfig, 'apiVersion: v1\nkind: Config\n');
      const config = loadServeConfig(undefined, { GITSHIFT_REPO_URL: remote.url, KUBECONFIG: kubeconfig });
      let revision: DesiredRevision | undefined;
      const images = await openImageUpdates(config, {
        workDir: join(work, 'write-back'),
        pendingDir: join(work, 'pushes', 'pending'),
        desired: async () => (revision = await remoteRevision(remote)),
        current: () => revision,
        committed: () => undefined,
        log: recordingLogger().logger,
        writeBackLog: recordingLogger().logger,
      });
      try {
        revision = await remoteRevision(remote);
        await body({
          remote,
          images,
          current: () => revision,
          reload: async () => (revision = await remoteRevision(remote)),
        });
      } finally {
        await images.stop();
      }
    });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const subjectsOf = (revision: DesiredRevision, binding: string): unknown => {
  const objects = revision.rendered.projects.find((p) => p.name === 'shop')?.objects ?? [];
  return objects.find((o) => o.kind === 'RoleBinding' && o.metadata.name === binding)?.['subjects'];
};

test('the followed project’s role assignments are committed into the Project and rendered as RoleBindings; nothing is taken away for want of an answer', async () => {
  await withKeystone(async (ks) => {
    const { projectId, users } = await seedKeystone(ks);
    await withScene(
      ks,
      (serviceUser) =>
        keystoneSettingsYaml(ks.keystone, { domain: DOMAIN, tokenCacheTtl: '1s', serviceUser }),
      async ({ remote, images, current, reload }) => {
        const log = recordingLogger();
        const follow = openKeystoneFollow({
          current,
          write: (edits, reason) => images.write(edits, reason),
          leads: () => true,
          log: log.logger,
        });
        const before = remoteGit(remote, 'rev-parse', 'main').trim();
        const round = await follow.followNow();
        assert.equal(round.changes, [
          'shop: +alice(member,reader) +manny(manager,member,reader) +rob(reader) +group devs(member,reader)',
        ]);
        assert.is(round.commits.length, 1);
        assert.is(remoteGit(remote, 'rev-parse', 'main').trim(), round.commits[0]);
        assert.is(remoteGit(remote, 'rev-list', '--count', `${before}..main`).trim(), '1');
        assert.match(
          remoteGit(remote, 'log', '-1', '--format=%s', 'main'),
          /follow Keystone role assignments: shop: \+alice/,
        );

        const shop = remoteGit(remote, 'show', 'main:projects/shop/project.yaml');
        assert.ok(shop.includes("# who may deploy the shop: shop-prod's people"), shop);
        assert.ok(shop.includes('name: ann # the cluster'), shop);
        const revision = await reload();
        const spec = revision.model.projects.find((p) => p.name === 'shop')?.manifests[0]?.object['spec'] as {
          keystone: { assignments: unknown };
        };
        assert.equal(spec.keystone.assignments, [
          { kind: 'KeystoneUser', name: 'alice', roles: ['member', 'reader'] },
          { kind: 'KeystoneUser', name: 'manny', roles: ['manager', 'member', 'reader'] },
          { kind: 'KeystoneUser', name: 'rob', roles: ['reader'] },
          { kind: 'KeystoneGroup', name: 'devs', roles: ['member', 'reader'] },
        ]);
        assert.ok(
          log.lines.some((line) => line['msg'] === 'keystone-follow-other-domains'),
          'the namesake in another domain is said to be left out',
        );
        // The project Keystone does not know: said, and its assignments kept as they were.
        assert.ok(
          log.lines.some(
            (line) => line['msg'] === 'keystone-follow-skipped' && line['keystoneProject'] === 'renamed-away',
          ),
        );
        assert.ok(remoteGit(remote, 'show', 'main:projects/old/project.yaml').includes('name: olga'));

        // Rendered through keystone.roles (the default mapping): manager maps to nothing, member does.
        const rbac = 'rbac.authorization.k8s.io';
        assert.equal(subjectsOf(revision, 'gitshift-edit'), [
          { apiGroup: rbac, kind: 'User', name: 'alice' },
          { apiGroup: rbac, kind: 'User', name: 'manny' },
          { apiGroup: rbac, kind: 'Group', name: 'devs' },
        ]);
        assert.equal(subjectsOf(revision, 'gitshift-view'), [{ apiGroup: rbac, kind: 'User', name: 'rob' }]);
        assert.equal(subjectsOf(revision, 'gitshift-admin'), [{ apiGroup: rbac, kind: 'User', name: 'ann' }]);

        // Unchanged: no commit.
        const again = await follow.followNow();
        assert.equal(again, { changes: [], commits: [] });

        // An assignment removed in Keystone is a commit taking it away.
        await ks.unassignRole({ role: 'reader', projectId, userId: users['rob'] });
        const removed = await follow.followNow();
        assert.equal(removed.changes, ['shop: -rob']);
        const after = await reload();
        assert.equal(subjectsOf(after, 'gitshift-view'), undefined, 'no one left with view');
      },
    );
  });
});

test('a Keystone that cannot be reached is a typed error and commits nothing', async () => {
  await withKeystone(async (ks) => {
    await seedKeystone(ks);
    await withScene(
      ks,
      (serviceUser) =>
        // Nothing listens on loopback's discard port.
        keystoneSettingsYaml(ks.keystone, {
          domain: DOMAIN,
          tokenCacheTtl: '1s',
          serviceUser,
          url: 'http://127.0.0.1:9/v3',
        }),
      async ({ remote, images, current }) => {
        const follow = openKeystoneFollow({
          current,
          write: (edits, reason) => images.write(edits, reason),
          leads: () => true,
          log: recordingLogger().logger,
        });
        const before = remoteGit(remote, 'rev-parse', 'main').trim();
        try {
          await follow.followNow(AbortSignal.timeout(60_000));
          assert.unreachable('an unreachable Keystone must not look like an empty project');
        } catch (error) {
          assert.instance(error, GitshiftError);
          assert.is((error as GitshiftError).code, 'KEYSTONE_UNREACHABLE');
        }
        assert.is(remoteGit(remote, 'rev-parse', 'main').trim(), before);
      },
    );
  });
});

test.run();
