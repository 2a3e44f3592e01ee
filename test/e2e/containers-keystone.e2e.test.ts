import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.js';
import { withContainersScene } from '../support/containers-scene.js';
import { git } from '../support/git-sandbox.js';
import { withKeystone } from '../support/keystone.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { eventually } from '../support/testbed.js';

const DOMAIN = 'gitshift-containers';
const PASSWORD = 'a-long-enough-password';

test('a Keystone member creates a container (the commit is theirs), reads its output and deletes it; a reader is refused 403 and nothing is committed', async () => {
  await withKeystone(async (ks) => {
    const domainId = await ks.createDomain(DOMAIN);
    const projectId = await ks.createProject(domainId, 'batch');
    const alice = await ks.createUser(domainId, 'alice', PASSWORD);
    const rob = await ks.createUser(domainId, 'rob', PASSWORD);
    await ks.assignRole({ role: 'member', projectId, userId: alice });
    await ks.assignRole({ role: 'reader', projectId, userId: rob });
    const work = mkdtempSync(join(tmpdir(), 'gitshift-containers-keystone-'));
    writeFileSync(join(work, 'keystone-user'), ks.keystone.adminUser);
    writeFileSync(join(work, 'keystone-password'), ks.keystone.adminPassword);
    const settings = `${SETTINGS}${yaml`
      keystone:
        url: ${ks.keystone.url}/v3
        domain: ${DOMAIN}
        tokenCacheTtl: 1s
        serviceUser:
          nameFile: ${join(work, 'keystone-user')}
          passwordFile: ${join(work, 'keystone-password')}
          domain: Default
    `}`;
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
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test.run();
