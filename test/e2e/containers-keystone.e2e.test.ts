import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.js';
import { withContainersScene } from '../support/containers-scene.js';
import { git } from '../support/git-sandbox.js';
import { keystoneSettingsYaml, serviceUserFiles, withKeystone } from '../support/keystone.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { eventually } from '../support/testbed.js';

const DOMAIN = 'gitshift-containers';
const PASSWORD = 'a-long-enough-password';

test('a Keystone member creates a container (the commit is theirs), reads its output and deletes it; a reader, a revoked token and a user taken out of the group that gave the role are refused, and nothing is committed', async () => {
  await withKeystone(async (ks) => {
    const domainId = await ks.createDomain(DOMAIN);
    const projectId = await ks.createProject(domainId, 'batch');
    const alice = await ks.createUser(domainId, 'alice', PASSWORD);
    const rob = await ks.createUser(domainId, 'rob', PASSWORD);
    await ks.assignRole({ role: 'member', projectId, userId: alice });
    await ks.assignRole({ role: 'reader', projectId, userId: rob });
    const gus = await ks.createUser(domainId, 'gus', PASSWORD);
    const builders = await ks.createGroup(domainId, 'builders');
    await ks.addUserToGroup(builders, gus);
    await ks.assignRole({ role: 'member', projectId, groupId: builders });
    const work = mkdtempSync(join(tmpdir(), 'gitshift-containers-keystone-'));
    const serviceUser = serviceUserFiles(ks.keystone, work);
    const settings = `${SETTINGS}${keystoneSettingsYaml(ks.keystone, {
      domain: DOMAIN,
      tokenCacheTtl: '1s',
      serviceUser,
      // This test counts commits; following role assignments (a commit of its own) is tested in keystone-access.
      followInterval: '0s',
    })}`;
    const projectManifest = (project: string): string => yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
      spec:
        keystone:
          project: batch
    `;
    try {
      await withContainersScene({ settings, projectManifest }, async (scene) => {
        // One at a time: the testbed's Keystone (SQLite) refuses token requests issued at once.
        const aliceToken = (await ks.issueToken({ user: 'alice', password: PASSWORD, domain: DOMAIN })).token;
        const robToken = (await ks.issueToken({ user: 'rob', password: PASSWORD, domain: DOMAIN })).token;
        const as = (token: string) => ({ 'x-auth-token': token, 'content-type': 'application/json' });
        const image = scene.node.images.busybox;

        const head = scene.head();
        const refused = await scene.call('POST', scene.base, { name: 'nope', image }, as(robToken));
        assert.is(refused.status, 403, await refused.clone().text());
        assert.is(scene.head(), head, "a reader's create commits nothing");

        const created = await scene.call(
          'POST',
          scene.base,
          { name: 'hello', image, command: ['echo', 'hello from keystone'] },
          as(aliceToken),
        );
        assert.is(created.status, 202, await created.clone().text());
        assert.is(
          git(scene.sandbox.remote, 'log', '-1', '--format=%an <%ae>', 'main'),
          `alice <alice@${DOMAIN}.keystone.invalid>`,
        );
        // A reader may read it.
        await eventually(
          'the container to end',
          async () => {
            const response = await scene.call('GET', `${scene.base}/hello`, undefined, as(robToken));
            const status = (await response.json()) as { state: string; exitCode?: number };
            return status.state === 'Succeeded' ? status : undefined;
          },
          90_000,
        );
        const logs = await scene.call('GET', `${scene.base}/hello/logs`, undefined, as(robToken));
        assert.is(await logs.text(), 'hello from keystone\n');

        // The CLI with the token in OS_TOKEN, as OpenStack's own clients take it.
        const rm = await runCli(['containers', 'rm', `${scene.project}/hello`], {
          GITSHIFT_SERVER: scene.serve.url,
          OS_TOKEN: aliceToken,
        });
        assert.is(rm.code, 0, rm.stderr);
        assert.is(git(scene.sandbox.remote, 'log', '-1', '--format=%an', 'main'), 'alice');

        // A revoked token (never seen before, so not in the cache): refused.
        const revoked = (await ks.issueToken({ user: 'alice', password: PASSWORD, domain: DOMAIN })).token;
        await ks.revokeToken(revoked);
        const beforeRevoked = scene.head();
        const revokedCreate = await scene.call('POST', scene.base, { name: 'late', image }, as(revoked));
        assert.is(revokedCreate.status, 401, await revokedCreate.clone().text());
        assert.is(scene.head(), beforeRevoked, 'a revoked token commits nothing');

        // The role through a group: gone with the membership, once the 1 s cache bound has passed.
        const gusToken = (await ks.issueToken({ user: 'gus', password: PASSWORD, domain: DOMAIN })).token;
        const listed = await scene.call('GET', scene.base, undefined, as(gusToken));
        assert.is(listed.status, 200, 'a member through the group may list');
        await ks.removeUserFromGroup(builders, gus);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const beforeGus = scene.head();
        const outOfGroup = await scene.call('POST', scene.base, { name: 'gus', image }, as(gusToken));
        assert.ok([401, 403].includes(outOfGroup.status), `${outOfGroup.status} ${await outOfGroup.text()}`);
        assert.is(scene.head(), beforeGus, 'a user out of the group commits nothing');
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test.run();
