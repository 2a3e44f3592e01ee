import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createForge } from '../../src/forge/index.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { DEFAULT_SETTINGS, type PreviewSettings } from '../../src/model/settings.js';
import {
  PREVIEW_OWNER_LABEL,
  PREVIEW_REPOSITORY_NAME_ANNOTATION,
  previewLabels,
  type PreviewOf,
  type SweepVerdict,
} from '../../src/previews/index.js';
import type { RenderedProject } from '../../src/render/render-repository.js';
import { deployPreview } from '../../src/serve/pulls/preview-deploy.js';
import { deletePullPreviews, sweepPreviews } from '../../src/serve/pulls/preview-cleanup.js';
import {
  addLabel,
  addWebhook,
  closePull,
  commitFiles,
  createRepository,
  mergePull,
  openPull,
  withGitea,
  type GiteaRepository,
  type RunningGitea,
} from '../support/gitea.js';
import {
  colourMap,
  namespaceGone,
  namespaceOf,
  planComments,
  previewSettingsYaml,
  seedConfig,
  withPullDaemon,
  withPullServeEnv,
} from '../support/pulls.js';
import { renderFiles } from '../support/render.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { kubeApiFor, syncFiles } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const HOUR = 3_600_000;
const SETTINGS_ON: PreviewSettings = { ...DEFAULT_SETTINGS.previews, enabled: true, ttlMs: 10 * 60_000 };

/** A project of one ConfigMap: previews of it need no pods. */
function projectFiles(project: string): Record<string, string> {
  return {
    [`projects/${project}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
    `,
    [`projects/${project}/settings.yaml`]: colourMap('blue'),
  };
}

function renderedProject(project: string): RenderedProject {
  const result = renderFiles(projectFiles(project));
  const rendered = result.projects.find((p) => p.name === project);
  if (rendered === undefined)
    throw new Error(`${project} did not render: ${JSON.stringify(result.problems)}`);
  return rendered;
}

/** A PR of its own branch (one new file each, so every one merges), opened by the admin. */
async function pullRequest(gitea: RunningGitea, repo: GiteaRepository, n: number): Promise<number> {
  await commitFiles(gitea, repo, {
    branch: 'main',
    newBranch: `change-${n}`,
    message: `change ${n}`,
    files: [{ operation: 'create', path: `notes/${n}.txt`, content: `${n}\n` }],
  });
  return (await openPull(gitea, repo, { head: `change-${n}`, title: `Change ${n}` })).number;
}

async function createNamespace(
  api: KubeApi,
  name: string,
  labels: Record<string, string> = {},
  annotations: Record<string, string> = {},
): Promise<void> {
  await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name, labels, annotations } });
}

/** Verdicts by namespace: a sweep judges only its own serve's previews, whatever else the cluster holds. */
function byNamespace(verdicts: readonly SweepVerdict[]): Map<string, SweepVerdict> {
  return new Map(verdicts.map((v) => [v.preview.namespace, v]));
}

test('a sweep deletes the previews of closed, merged and idle PRs and nothing else; with the forge down it deletes nothing', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shop`;
    await withGitea(async (gitea) => {
      // A name no other test's repository has: their previews are 404s here, never closed PRs.
      const repo = await createRepository(gitea, `${namespacePrefix}config`);
      const repository = `${repo.owner}/${repo.name}`;
      // The gitshift.yaml name of this test's serve, and of another serve on the same cluster.
      const owner = `${namespacePrefix}owner`;
      const otherOwner = `${namespacePrefix}other-owner`;
      const numbers = [];
      for (const n of [1, 2, 3, 4, 5]) numbers.push(await pullRequest(gitea, repo, n));
      assert.equal(numbers, [1, 2, 3, 4, 5], 'the PRs are #1 to #5');
      await closePull(gitea, repo, 2);
      await mergePull(gitea, repo, 3);
      await addLabel(gitea, repo, 5, SETTINGS_ON.keepLabel);

      const rendered = renderedProject(project);
      const now = Date.now();
      const signal = AbortSignal.timeout(120_000);
      const deploy = async (of: Omit<PreviewOf, 'headSha' | 'prUrl' | 'fork'>, what = rendered) => {
        const prUrl = `${gitea.url}/${repository}/pulls/${of.number}`;
        const full = { ...of, headSha: 'a'.repeat(40), prUrl, fork: false };
        const { line } = await deployPreview(
          api,
          { rendered: what, of: full, settings: SETTINGS_ON },
          signal,
        );
        assert.is.not(line.state, 'failed', line.message);
      };
      const lastPush = { 1: now, 2: now, 3: now, 4: now - HOUR, 5: now - HOUR, 99: now };
      for (const [number, pushed] of Object.entries(lastPush))
        await deploy({ repository, owner, number: Number(number), lastPush: new Date(pushed).toISOString() });

      // Decoys: a look-alike with no labels; labels for the closed PR #2 of another repository whose
      // annotation names this one; a real project's namespace; another serve's preview of closed #2.
      const lookAlike = `${project}-pr-9`;
      await createNamespace(api, lookAlike);
      const disagreeing = `${project}-pr-7`;
      await createNamespace(
        api,
        disagreeing,
        previewLabels({ repository: `someone-else/${repo.name}`, number: 2, owner }, project, disagreeing),
        { [PREVIEW_REPOSITORY_NAME_ANNOTATION]: repository },
      );
      await syncFiles(api, { 'gitshift.yaml': `${SETTINGS}name: cleanup\n`, ...projectFiles(project) });
      assert.ok(await namespaceOf(api, project), 'the real project is synced');
      const blog = `${namespacePrefix}blog`;
      const othersPreview = `${blog}-pr-2`;
      const old = new Date(now - HOUR).toISOString();
      await deploy({ repository, owner: otherOwner, number: 2, lastPush: old }, renderedProject(blog));
      const owners = await Promise.all(
        [`${project}-pr-1`, othersPreview].map(async (n) => (await namespaceOf(api, n))?.metadata.labels),
      );
      assert.equal(
        owners.map((labels) => labels?.[PREVIEW_OWNER_LABEL]),
        [owner, otherOwner],
        'each preview says which serve made it',
      );

      const forge = createForge({ kind: 'gitea', apiUrl: `${gitea.url}/api/v1`, token: gitea.token });
      const sweep = (at: number) =>
        sweepPreviews({ api, owner, forge, settings: SETTINGS_ON, now: new Date(at) }, signal);
      const swept = byNamespace(await sweep(now));
      const expected: Record<number, ['keep' | 'delete', RegExp]> = {
        1: ['keep', /^open, last push/],
        2: ['delete', /^the pull request was closed$/],
        3: ['delete', /^the pull request was merged$/],
        4: ['delete', /^no push for 1h, past previews\.ttl \(10m\)$/],
        5: ['keep', /has the keep label/],
        99: ['keep', /state is unknown.*404|state is unknown.*not found/i],
      };
      assert.equal(
        [...swept.keys()].sort(),
        Object.keys(expected)
          .map((n) => `${project}-pr-${n}`)
          .sort(),
        'a verdict for each preview, none for a decoy',
      );
      for (const [number, [action, reason]] of Object.entries(expected)) {
        const verdict = swept.get(`${project}-pr-${number}`);
        assert.is(verdict?.action, action, `#${number}: ${verdict?.reason}`);
        assert.match(verdict?.reason ?? '', reason);
      }
      for (const number of [2, 3, 4]) {
        const live = (await namespaceOf(api, `${project}-pr-${number}`)) as
          { metadata: { deletionTimestamp?: string } } | undefined;
        assert.ok(live === undefined || live.metadata.deletionTimestamp !== undefined, `#${number} deleted`);
      }
      for (const name of [1, 5, 99]
        .map((n) => `${project}-pr-${n}`)
        .concat(lookAlike, disagreeing, project, othersPreview)) {
        const live = await namespaceOf(api, name);
        assert.ok(live !== undefined && live.metadata.deletionTimestamp === undefined, `${name} is kept`);
      }

      // The forge goes down; a sweep two hours later (everything past the TTL) deletes nothing.
      await gitea.stop();
      const down = byNamespace(await sweep(now + 2 * HOUR));
      // #2 to #4 may still be terminating, and listed: kept too, as nothing is known.
      for (const name of [1, 5, 99].map((n) => `${project}-pr-${n}`))
        assert.ok(down.has(name), `a verdict for ${name}`);
      for (const verdict of down.values()) {
        assert.is(verdict.action, 'keep', verdict.reason);
        assert.match(verdict.reason, /state is unknown/);
      }
      for (const name of [1, 5, 99]
        .map((n) => `${project}-pr-${n}`)
        .concat(lookAlike, disagreeing, project, othersPreview)) {
        const live = await namespaceOf(api, name);
        assert.ok(live !== undefined && live.metadata.deletionTimestamp === undefined, `${name} is kept`);
      }

      // Closing one PR deletes its previews only.
      const deleted = await deletePullPreviews(api, owner, repository, 1, signal);
      assert.equal(
        deleted.map((p) => p.namespace),
        [`${project}-pr-1`],
      );
      assert.ok(await namespaceOf(api, `${project}-pr-5`), '#5 stays');
      assert.ok(await namespaceOf(api, disagreeing), 'the decoy stays');
    });
  });
});

test('a PR waiting under previews.maxConcurrent gets its preview once another PR closes and frees the slot', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shop`;
    await withGitea(async (gitea) => {
      const repo = await createRepository(gitea, `${namespacePrefix}config`);
      await seedConfig(gitea, repo, {
        'gitshift.yaml': previewSettingsYaml(`e2e-${namespacePrefix}`.replace(/-$/, ''), {
          maxConcurrent: 1,
        }),
        ...projectFiles(project),
      });
      const secret = 'waiting-preview-secret-e2e';
      await withPullServeEnv({ gitea, repo, kubeconfigPath, secret, kind: 'gitea' }, (setup) =>
        withPullDaemon(setup, async (serve) => {
          await eventually('the first sync', () => namespaceOf(api, project));
          await addWebhook(gitea, repo, { url: `${serve.url}/hooks/github`, secret });
          const colour = async (branch: string, value: string): Promise<number> => {
            await commitFiles(gitea, repo, {
              branch: 'main',
              newBranch: branch,
              message: value,
              files: [
                { operation: 'update', path: `projects/${project}/settings.yaml`, content: colourMap(value) },
              ],
            });
            return (await openPull(gitea, repo, { head: branch, title: value })).number;
          };
          const first = await colour('red', 'red');
          await eventually('the first preview', () => namespaceOf(api, `${project}-pr-${first}`), 60_000);
          const second = await colour('green', 'green');
          await eventually(
            'the second PR to wait for a slot',
            async () => (await planComments(gitea, repo, second)).find((c) => /⏸ waiting/.test(c.body)),
            60_000,
          );
          assert.not.ok(await namespaceOf(api, `${project}-pr-${second}`), 'no second preview yet');

          await closePull(gitea, repo, first);
          await namespaceGone(api, `${project}-pr-${first}`);
          // The comment promised "this one starts when another is deleted": no push is needed.
          await eventually(
            'the waiting PR to get its preview',
            () => namespaceOf(api, `${project}-pr-${second}`),
            30_000,
          );
        }),
      );
    });
  });
});

test.run();
