/**
 * Keystone on a real serve and a real API server: a config repository whose
 * Project follows a Keystone project and names Keystone users and groups;
 * serve's API judges X-Auth-Token per project (member may resync, reader
 * may read and is refused 403, a revoked token 401 within the cache bound,
 * the project list shows only the projects a token may view, other reads
 * across projects need an API token); the RoleBindings serve applied
 * for the Keystone members agree with the API server's own
 * SubjectAccessReview for those users and groups as Keystone's webhook
 * names them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ServiceUser } from '../../src/identity/keystone-client.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { freePort } from '../../testbed/src/free-port.js';
import { git, withSandbox } from '../support/git-sandbox.js';
import {
  keystoneSettingsYaml,
  serviceUserFiles,
  withKeystone,
  type KeystoneAdmin,
  type RunningKeystone,
} from '../support/keystone.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { withServe } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const API_TOKEN = 'keystone-e2e-api-token-0123456789';
const DOMAIN = 'gitshift-e2e';
const PASSWORD = 'a-long-enough-password';

function repoFiles(
  project: string,
  keystone: RunningKeystone,
  serviceUser: ServiceUser,
): Record<string, string> {
  return {
    'gitshift.yaml': `${SETTINGS}name: e2e-${project}\n${keystoneSettingsYaml(keystone, { domain: DOMAIN, tokenCacheTtl: '1s', serviceUser, followInterval: '1s' })}`,
    [`projects/${project}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
      spec:
        keystone:
          project: shop-prod
        members:
          - kind: KeystoneUser
            name: carol
            role: edit
          - kind: KeystoneGroup
            name: auditors
            role: view
    `,
    // A project without Keystone members or a Keystone project: no Keystone token may see it.
    [`projects/${project}-back/settings.yaml`]: yaml`
      apiVersion: v1
      kind: ConfigMap
      metadata:
        name: settings
      data:
        mode: quiet
    `,
    [`projects/${project}/greeting.yaml`]: yaml`
      apiVersion: v1
      kind: ConfigMap
      metadata:
        name: greeting
      data:
        greeting: hello
    `,
  };
}

function serveConfig(work: string, port: number, remoteUrl: string, kubeconfig: string): string {
  const tokenFile = join(work, 'api-token');
  writeFileSync(tokenFile, `${API_TOKEN}\n`, { mode: 0o600 });
  const file = join(work, 'serve.yaml');
  writeFileSync(
    file,
    [
      'apiVersion: gitshift.io/v1alpha1',
      'kind: ServeConfig',
      `listen: 127.0.0.1:${port}`,
      `stateDir: ${join(work, 'state')}`,
      'repository:',
      `  url: ${remoteUrl}`,
      '  pollInterval: 1s',
      'cluster:',
      `  kubeconfig: ${kubeconfig}`,
      '  resyncInterval: 10m',
      'api:',
      `  tokenFile: ${tokenFile}`,
      '  anonymousRead: false',
      '',
    ].join('\n'),
  );
  return file;
}

async function call(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { method, headers }).catch((error: unknown) => {
    // undici's "fetch failed" says nothing by itself: the socket's error is its cause.
    throw new Error(`${method} ${url}: ${String(error)} (${String((error as { cause?: unknown }).cause)})`, {
      cause: error,
    });
  });
  return { status: response.status, text: await response.text() };
}

/** What the API server says `user` (in `groups`) may do: its own SubjectAccessReview. */
async function mayDo(
  api: KubeApi,
  user: string,
  groups: string[],
  attributes: { namespace: string; verb: string; group: string; resource: string },
): Promise<boolean> {
  const review = await api.create({
    apiVersion: 'authorization.k8s.io/v1',
    kind: 'SubjectAccessReview',
    metadata: { name: '' },
    spec: { user, groups, resourceAttributes: attributes },
  });
  return (review as unknown as { status?: { allowed?: boolean } }).status?.allowed === true;
}

async function seedKeystone(
  ks: KeystoneAdmin,
): Promise<{ projectId: string; users: Record<string, string> }> {
  const domainId = await ks.createDomain(DOMAIN);
  const projectId = await ks.createProject(domainId, 'shop-prod');
  const users: Record<string, string> = {};
  for (const name of ['alice', 'rob', 'gina', 'carol', 'dave'])
    users[name] = await ks.createUser(domainId, name, PASSWORD);
  const devs = await ks.createGroup(domainId, 'devs');
  const auditors = await ks.createGroup(domainId, 'auditors');
  await ks.assignRole({ role: 'member', projectId, userId: users['alice'] });
  await ks.assignRole({ role: 'reader', projectId, userId: users['rob'] });
  await ks.assignRole({ role: 'member', projectId, groupId: devs });
  await ks.addUserToGroup(devs, users['gina'] ?? '');
  await ks.addUserToGroup(auditors, users['dave'] ?? '');
  return { projectId, users };
}

test('Keystone tokens on serve’s API per project, and RoleBindings the API server’s SubjectAccessReview agrees with', async () => {
  await withKeystone(async (ks) => {
    const { projectId, users } = await seedKeystone(ks);
    const token = async (user: string): Promise<string> =>
      (await ks.issueToken({ user, password: PASSWORD, domain: DOMAIN })).token;
    await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
      const project = `${namespacePrefix}shop`;
      const work = mkdtempSync(join(tmpdir(), 'gitshift-keystone-e2e-'));
      const serviceUser = serviceUserFiles(ks.keystone, work);
      try {
        await withSandbox(repoFiles(project, ks.keystone, serviceUser), async (remote) => {
          const port = await freePort();
          const config = serveConfig(work, port, remote.url, kubeconfigPath);
          await withServe(['--config', config], {}, async (serve) => {
            const base = `${serve.url}/api/v1/projects/${project}`;
            await eventually('the project synced', async () => {
              const { status, text } = await call(base, { authorization: `Bearer ${API_TOKEN}` });
              return status === 200 && text.includes('"syncState":"Synced"') ? true : undefined;
            });

            // A member (direct, or through a group) may resync; a reader may read and not resync.
            // One at a time: the testbed's Keystone (SQLite) answers 500 to token requests issued at once.
            const [alice, rob, gina, carol, dave] = [
              await token('alice'),
              await token('rob'),
              await token('gina'),
              await token('carol'),
              await token('dave'),
            ];
            for (const [who, member] of [
              ['alice', alice],
              ['gina', gina],
              ['carol', carol],
            ] as const) {
              const resync = await call(`${base}/sync`, { 'x-auth-token': member ?? '' }, 'POST');
              assert.ok(
                resync.status >= 200 && resync.status < 300,
                `${who} may resync: ${resync.status} ${resync.text}`,
              );
            }
            for (const reader of [rob, dave]) {
              assert.is((await call(base, { 'x-auth-token': reader ?? '' })).status, 200, 'a reader reads');
              const refused = await call(`${base}/sync`, { 'x-auth-token': reader ?? '' }, 'POST');
              assert.is(refused.status, 403, refused.text);
              assert.match(refused.text, /may view project .*; this needs edit/);
              assert.not.ok(refused.text.includes(reader ?? ''), 'the refusal never quotes the token');
            }
            // The list shows a Keystone token the projects it may view; other reads across projects need an API token.
            const listed = await call(`${serve.url}/api/v1/projects`, { 'x-auth-token': alice ?? '' });
            assert.is(listed.status, 200, listed.text);
            assert.equal(
              (JSON.parse(listed.text) as { items: { name: string }[] }).items.map((p) => p.name),
              [project],
            );
            const all = await call(`${serve.url}/api/v1/projects`, { authorization: `Bearer ${API_TOKEN}` });
            assert.ok(all.text.includes(`"${project}-back"`), 'the API token sees every project');
            const across = await call(`${serve.url}/api/v1/events`, { 'x-auth-token': alice ?? '' });
            assert.is(across.status, 403, across.text);
            assert.is((await call(`${base}/sync`, {}, 'POST')).status, 401);

            // Revoked: refused within the cache bound (tokenCacheTtl: 1s).
            await ks.revokeToken(alice ?? '');
            await eventually('the revoked token refused', async () => {
              const { status } = await call(`${base}/sync`, { 'x-auth-token': alice ?? '' }, 'POST');
              return status === 401 ? true : undefined;
            });

            // The RoleBindings serve applied, as the API server judges them.
            const api = await kubeApiFor(kubeconfigPath);
            const deployments = { namespace: project, group: 'apps', resource: 'deployments' };
            const pods = { namespace: project, group: '', resource: 'pods' };
            // As k8s-keystone-auth names them: the user's name; its groups' names and the token's project id.
            assert.ok(
              await mayDo(api, 'carol', [projectId], { ...deployments, verb: 'create' }),
              'carol: edit',
            );
            assert.ok(
              await mayDo(api, 'dave', ['auditors', projectId], { ...pods, verb: 'list' }),
              'dave: view',
            );
            assert.not.ok(
              await mayDo(api, 'dave', ['auditors', projectId], { ...deployments, verb: 'create' }),
              'dave: view only',
            );
            assert.not.ok(await mayDo(api, 'eve', [projectId], { ...pods, verb: 'list' }), 'eve: nothing');

            // shop-prod's own role assignments, followed: serve committed them into the Project
            // (alice member, rob reader, the devs group member), and the bindings rendered from
            // that commit let them in, as keystone.roles maps them.
            await eventually('the followed assignments applied', async () =>
              (await mayDo(api, 'alice', [projectId], { ...deployments, verb: 'create' })) ? true : undefined,
            );
            assert.match(
              git(remote.remote, 'log', '--format=%an %s', 'main'),
              /follow Keystone role assignments: .*shop: \+alice\(member,reader\) \+rob\(reader\) \+group devs\(member,reader\)/,
            );
            assert.ok(
              await mayDo(api, 'gina', ['devs', projectId], { ...deployments, verb: 'create' }),
              'gina, through devs: edit',
            );
            assert.ok(await mayDo(api, 'rob', [projectId], { ...pods, verb: 'list' }), 'rob: view');
            assert.not.ok(
              await mayDo(api, 'rob', [projectId], { ...deployments, verb: 'create' }),
              'rob: view only',
            );
            // Taken away in Keystone: a commit, and the API server no longer lets rob in.
            await ks.unassignRole({ role: 'reader', projectId, userId: users['rob'] });
            await eventually('rob’s removal followed and applied', async () =>
              (await mayDo(api, 'rob', [projectId], { ...pods, verb: 'list' })) ? undefined : true,
            );
            assert.match(git(remote.remote, 'log', '-1', '--format=%s', 'main'), /shop: -rob/);
            assert.not.ok(
              await mayDo(api, 'carol', [projectId], {
                ...deployments,
                verb: 'create',
                namespace: 'default',
              }),
              'only in the project',
            );
          });
        });
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    });
  });
});

test.run();
