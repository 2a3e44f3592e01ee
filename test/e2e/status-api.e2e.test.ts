import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import { pushImage } from '../../testbed/src/oci-image.js';
import type { ActivityEntry, Page, ProjectDetail, ProjectSummary } from '../../src/serve/view/status-view.js';
import { gitHubHeaders } from '../integration/webhooks/webhook-harness.js';
import { pushDelivery } from '../support/builds.js';
import { appRepoFiles } from '../support/app-repo.js';
import { runCli } from '../support/cli.js';
import { git, withSandbox, type GitSandbox } from '../support/git-sandbox.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { withServe } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster, withRegistry } from '../support/testbed.js';

const TOKEN = 'status-api-token-e2e-0123456789';
const GITHUB_SECRET = 'github-hook-secret-e2e';
const REGISTRY_SECRET = 'registry-hook-secret-e2e';

/** A config repository of three projects (a Namespace and a ConfigMap each) and one blocked by a broken manifest. */
function repoFiles(prefix: string): Record<string, string> {
  const files: Record<string, string> = { 'gitshift.yaml': `${SETTINGS}name: e2e-${prefix}status\n` };
  for (const name of ['a', 'b', 'c', 'broken']) {
    const project = `${prefix}${name}`;
    files[`projects/${project}/project.yaml`] = yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
    `;
    files[`projects/${project}/greeting.yaml`] =
      name === 'broken'
        ? 'apiVersion: v1\nkind: ConfigMap\nmetadata: [unclosed\n'
        : yaml`
            apiVersion: v1
            kind: ConfigMap
            metadata:
              name: greeting
            data:
              greeting: hello ${name}
          `;
  }
  return files;
}

/** A serve config file: the API's token, and anonymous reads as asked. */
function serveConfig(
  work: string,
  port: number,
  remote: GitSandbox,
  kubeconfig: string,
  anonymousRead: boolean,
): string {
  const tokenFile = join(work, `token-${port}`);
  writeFileSync(tokenFile, `${TOKEN}\n`, { mode: 0o600 });
  const file = join(work, `serve-${port}.yaml`);
  writeFileSync(
    file,
    [
      'apiVersion: gitshift.io/v1alpha1',
      'kind: ServeConfig',
      `listen: 127.0.0.1:${port}`,
      `stateDir: ${join(work, `state-${port}`)}`,
      'repository:',
      `  url: ${remote.url}`,
      '  pollInterval: 1s',
      'cluster:',
      `  kubeconfig: ${kubeconfig}`,
      '  resyncInterval: 10m',
      'api:',
      `  tokenFile: ${tokenFile}`,
      `  anonymousRead: ${anonymousRead}`,
      '',
    ].join('\n'),
  );
  return file;
}

async function getJson<T>(url: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(
    url,
    token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } },
  );
  return { status: response.status, body: (await response.json()) as T };
}

test('the JSON API: projects with sync state, revision and health, objects, events after a signed webhook, pages, resync with a token, and status --server', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix: prefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const work = mkdtempSync(join(tmpdir(), 'gitshift-status-api-'));
    try {
      await withSandbox(repoFiles(prefix), async (remote) => {
        const port = await freePort();
        const config = serveConfig(work, port, remote, kubeconfigPath, true);
        await withServe(['--config', config], { GITSHIFT_GITHUB_SECRET: GITHUB_SECRET }, async (serve) => {
          const head = git(remote.remote, 'rev-parse', 'main');
          const [a, b, c, broken] = ['a', 'b', 'c', 'broken'].map((n) => `${prefix}${n}`) as [
            string,
            string,
            string,
            string,
          ];

          // Every project synced, read without a token (anonymousRead), with its state against Git.
          const ours = (page: Page<ProjectSummary>): ProjectSummary[] =>
            page.items.filter((p) => p.name.startsWith(prefix));
          const synced = await eventually('every project Synced, the broken one Blocked', async () => {
            const { status, body } = await getJson<Page<ProjectSummary>>(`${serve.url}/api/v1/projects`);
            assert.is(status, 200);
            const projects = ours(body);
            const states = projects.map((p) => `${p.name}=${p.syncState}`);
            return states.join(',') === `${a}=Synced,${b}=Synced,${broken}=Blocked,${c}=Synced`
              ? projects
              : undefined;
          });
          const shown = synced.find((p) => p.name === a);
          assert.is(shown?.revision, head, 'the revision the cluster was synced to');
          assert.is(shown?.desiredRevision, head);
          assert.is(shown?.health, 'Healthy');
          assert.is(shown?.objects, 2, 'its Namespace and its ConfigMap');
          assert.type(shown?.lastChangedAt, 'string');
          const blocked = synced.find((p) => p.name === broken);
          assert.is(blocked?.health, 'Missing', 'nothing of it is applied');
          assert.ok((blocked?.blocked?.errors.length ?? 0) > 0, 'the manifest errors are shown');

          // Pages: two at a time, in name order, each project once.
          const names: string[] = [];
          let next: string | undefined;
          let pages = 0;
          do {
            const query = new URLSearchParams({
              limit: '2',
              ...(next === undefined ? {} : { continue: next }),
            });
            const { status, body } = await getJson<Page<ProjectSummary>>(
              `${serve.url}/api/v1/projects?${query.toString()}`,
            );
            assert.is(status, 200);
            assert.ok(body.items.length <= 2);
            names.push(...body.items.map((p) => p.name));
            next = body.continue;
            pages++;
          } while (next !== undefined);
          assert.ok(pages >= 2, 'more than one page');
          assert.equal(names, [...new Set(names)].sort(), 'sorted, none twice');
          assert.equal(
            names.filter((n) => n.startsWith(prefix)),
            [a, b, broken, c],
          );
          const badLimit = await getJson<{ error: { message: string } }>(
            `${serve.url}/api/v1/projects?limit=0`,
          );
          assert.is(badLimit.status, 400);
          assert.match(badLimit.body.error.message, /limit must be a whole number from 1 to 500/);

          // One project with its objects, and its objects paged.
          const detail = await getJson<ProjectDetail>(`${serve.url}/api/v1/projects/${a}`);
          assert.is(detail.status, 200);
          const greeting = detail.body.objectList.find((o) => o.kind === 'ConfigMap');
          assert.equal(
            { namespace: greeting?.namespace, name: greeting?.name, health: greeting?.health },
            { namespace: a, name: 'greeting', health: 'Healthy' },
          );
          const objects = await getJson<Page<{ kind: string }>>(
            `${serve.url}/api/v1/projects/${a}/objects?limit=1`,
          );
          assert.is(objects.body.items.length, 1);
          assert.type(objects.body.continue, 'string');
          const unknown = await getJson<{ error: { code: string } }>(
            `${serve.url}/api/v1/projects/${prefix}nope`,
          );
          assert.equal([unknown.status, unknown.body.error.code], [404, 'PROJECT_NOT_FOUND']);

          // A signed GitHub push: the events say it arrived and that it made serve fetch.
          const body = pushDelivery(remote.url, head, head);
          const delivered = await fetch(`${serve.url}/hooks/github`, {
            method: 'POST',
            headers: gitHubHeaders('push', body, GITHUB_SECRET),
            body,
          });
          assert.is(delivered.status, 202, await delivered.text());
          const events = await eventually('the push among the events', async () => {
            const { body: page } = await getJson<Page<ActivityEntry>>(`${serve.url}/api/v1/events`);
            return page.items.some((e) => e.kind === 'webhook') ? page.items : undefined;
          });
          const push = events.find((e) => e.kind === 'webhook');
          assert.match(push?.summary ?? '', /^github-push .* refs\/heads\/main: fetch$/);
          assert.equal(
            events.map((e) => e.at),
            [...events.map((e) => e.at)].sort().reverse(),
            'newest first',
          );
          const ofA = await getJson<Page<ActivityEntry>>(`${serve.url}/api/v1/events?project=${a}`);
          assert.ok(ofA.body.items.length > 0);
          assert.ok(
            ofA.body.items.every((e) => e.project === a),
            'only the project asked for',
          );
          assert.ok(ofA.body.items.some((e) => e.kind === 'sync' && e.summary.includes(head.slice(0, 12))));
          const previews = await getJson<Page<unknown>>(`${serve.url}/api/v1/previews`);
          assert.equal([previews.status, previews.body.items], [200, []]);

          // Behind Git's back: the ConfigMap is deleted. The view says so; a resync needs the token and puts it back.
          const ref = { apiVersion: 'v1', kind: 'ConfigMap', namespace: b, name: 'greeting' };
          await api.delete(ref);
          await eventually('b OutOfSync, its ConfigMap Missing', async () => {
            const { body: p } = await getJson<ProjectSummary>(`${serve.url}/api/v1/projects/${b}`);
            return p.syncState === 'OutOfSync' && p.health === 'Missing' ? true : undefined;
          });
          const anonymous = await fetch(`${serve.url}/api/v1/projects/${b}/sync`, { method: 'POST' });
          assert.is(anonymous.status, 401, 'an action needs the token even with anonymous reads');
          assert.is(anonymous.headers.get('www-authenticate'), 'Bearer realm="gitshift"');
          const wrong = await fetch(`${serve.url}/api/v1/projects/${b}/sync`, {
            method: 'POST',
            headers: { authorization: 'Bearer wrong' },
          });
          assert.is(wrong.status, 401);
          assert.equal(await api.get(ref), undefined, 'nothing resynced without the token');
          const missing = await fetch(`${serve.url}/api/v1/projects/${prefix}nope/sync`, {
            method: 'POST',
            headers: { authorization: `Bearer ${TOKEN}` },
          });
          assert.is(missing.status, 404);
          const resync = await fetch(`${serve.url}/api/v1/projects/${b}/sync`, {
            method: 'POST',
            headers: { authorization: `Bearer ${TOKEN}` },
          });
          assert.is(resync.status, 202);
          assert.equal(await resync.json(), { project: b, revision: head, queued: true });
          await eventually('the ConfigMap put back', async () => ((await api.get(ref)) ? true : undefined));
          await eventually('b Synced again', async () => {
            const { body: p } = await getJson<ProjectSummary>(`${serve.url}/api/v1/projects/${b}`);
            return p.syncState === 'Synced' && p.health === 'Healthy' ? true : undefined;
          });

          // The CLI reads the same API: the text of cluster mode, plus the sync state.
          const one = await runCli(['status', '--server', serve.url, '--project', a]);
          assert.is(one.code, 0, one.stderr);
          assert.match(
            one.stdout,
            new RegExp(`^project ${a}: Healthy, 2 object\\(s\\)\\n  sync:         Synced`),
          );
          assert.match(one.stdout, new RegExp(`  revision:     ${head}\\n`));
          const all = await runCli(['status', '-o', 'json'], { GITSHIFT_SERVER: serve.url });
          assert.is(all.code, 1, 'the blocked project is a problem');
          const listed = (JSON.parse(all.stdout) as ProjectSummary[]).filter((p) =>
            p.name.startsWith(prefix),
          );
          assert.equal(
            listed.map((p) => [p.name, p.syncState]),
            [
              [a, 'Synced'],
              [b, 'Synced'],
              [broken, 'Blocked'],
              [c, 'Synced'],
            ],
          );
        });
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test('with anonymousRead false, reads need the token: 401 without, 200 with, and status --server takes --token-file', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix: prefix }) => {
    const work = mkdtempSync(join(tmpdir(), 'gitshift-status-api-'));
    try {
      await withSandbox(repoFiles(prefix), async (remote) => {
        const port = await freePort();
        const config = serveConfig(work, port, remote, kubeconfigPath, false);
        await withServe(['--config', config], {}, async (serve) => {
          for (const path of [
            '/api/v1/projects',
            `/api/v1/projects/${prefix}a`,
            '/api/v1/events',
            '/api/v1/builds',
          ]) {
            const refused = await getJson<{ error: { code: string; message: string } }>(
              `${serve.url}${path}`,
            );
            assert.is(refused.status, 401, path);
            assert.is(refused.body.error.code, 'UNAUTHENTICATED');
            assert.match(refused.body.error.message, /no Authorization header/);
          }
          const allowed = await getJson<Page<ProjectSummary>>(`${serve.url}/api/v1/projects`, TOKEN);
          assert.is(allowed.status, 200);
          const without = await runCli(['status', '--server', serve.url]);
          assert.is(without.code, 2, without.stderr);
          assert.match(without.stderr, /serve asks for a token .*--token-file/);
          const tokenFile = join(work, `token-${port}`);
          await eventually('a project synced', async () => {
            const run = await runCli([
              'status',
              '--server',
              serve.url,
              '--token-file',
              tokenFile,
              '--project',
              `${prefix}a`,
            ]);
            return run.code === 0 ? run : undefined;
          });
        });
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test('a registry push shows in the events as the webhook and the image update it committed, with the commit', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}img`;
    const port = await freePort();
    const work = mkdtempSync(join(tmpdir(), 'gitshift-status-api-'));
    try {
      await withRegistry(
        { notify: `http://127.0.0.1:${port}/hooks/registry/${REGISTRY_SECRET}` },
        (registry) =>
          withSandbox(appRepoFiles({ project, registryHost: registry.host }), async (remote) => {
            const config = serveConfig(work, port, remote, kubeconfigPath, true);
            await withServe(
              ['--config', config],
              { GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET },
              async (serve) => {
                await eventually('the first sync', async () => {
                  const { body } = await getJson<ProjectSummary>(`${serve.url}/api/v1/projects/${project}`);
                  return body.syncState === 'Synced' ? true : undefined;
                });
                const image = await pushImage(
                  registry.host,
                  'team/app',
                  'v2',
                  `status api ${namespacePrefix}`,
                );
                const update = await eventually('the image update among the events', async () => {
                  const { body } = await getJson<Page<ActivityEntry>>(
                    `${serve.url}/api/v1/events?project=${project}`,
                  );
                  return body.items.find((e) => e.kind === 'image-update');
                });
                const head = git(remote.remote, 'rev-parse', 'main');
                assert.is(update.fields['commit'], head, 'the write-back commit on the remote');
                assert.match(
                  update.summary,
                  new RegExp(`ImageStream ${project}/app tag v2 .*: commit ${head.slice(0, 12)}`),
                );
                assert.is(update.link, undefined, 'a file:// remote has no forge page to link');
                const { body: all } = await getJson<Page<ActivityEntry>>(`${serve.url}/api/v1/events`);
                const push = all.items.find(
                  (e) => e.kind === 'webhook' && e.summary.startsWith('image-push'),
                );
                assert.ok(push !== undefined, 'the registry notification itself');
                assert.match(String(push.fields['digest']), image.digest);
              },
            );
          }),
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

test.run();
