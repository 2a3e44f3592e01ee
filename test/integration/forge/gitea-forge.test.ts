/**
 * The Forge over a real Gitea (the testbed's build): each method, its answers
 * read back through Gitea's own API.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createForge, type Forge } from '../../../src/forge/index.js';
import { startGitea } from '../../../testbed/src/gitea.js';
import {
  addCollaborator,
  addLabel,
  closePull,
  cloneUrl,
  commitFiles,
  createRepository,
  createUser,
  giteaApi,
  gitWithToken,
  listComments,
  listStatuses,
  mergePull,
  openPull,
  pushToGitea,
  type GiteaRepository,
  type RunningGitea,
} from '../../support/gitea.js';

interface Context {
  gitea: RunningGitea;
  workDir: string;
  forge: Forge;
  repo: GiteaRepository;
}

const test = suite<Context>('forge on Gitea');

test.before(async (context) => {
  context.workDir = mkdtempSync(join(tmpdir(), 'gitshift-forge-gitea-'));
  context.gitea = await startGitea({ workDir: join(context.workDir, 'gitea') });
  context.forge = createForge({
    kind: 'gitea',
    apiUrl: `${context.gitea.url}/api/v1`,
    token: context.gitea.token,
  });
  context.repo = await createRepository(context.gitea, 'config');
});

test.after(async ({ gitea, workDir }) => {
  await gitea.stop();
  rmSync(workDir, { recursive: true, force: true });
});

let branches = 0;
/** A PR from a new branch with one new file. */
async function pullWithFile(gitea: RunningGitea, repo: GiteaRepository, title: string) {
  const branch = `change-${++branches}`;
  await commitFiles(gitea, repo, {
    branch: 'main',
    newBranch: branch,
    message: title,
    files: [{ operation: 'create', path: `projects/${branch}/app.yaml`, content: `name: ${branch}\n` }],
  });
  return openPull(gitea, repo, { head: branch, title });
}

test('pull reads an open PR as Gitea has it now, labels and head included', async ({
  gitea,
  forge,
  repo,
}) => {
  const opened = await pullWithFile(gitea, repo, 'Scale web');
  await addLabel(gitea, repo, opened.number, 'keep');
  const pull = await forge.pull(repo, opened.number);
  assert.equal(pull.number, opened.number);
  assert.ok(pull.open);
  assert.not.ok(pull.merged);
  assert.is(pull.title, 'Scale web');
  assert.is(pull.author, gitea.user);
  assert.is(pull.headSha, opened.head.sha);
  assert.is(pull.headRef, opened.head.ref);
  assert.is(pull.baseRef, 'main');
  assert.not.ok(pull.fork);
  assert.is(pull.headCloneUrl, cloneUrl(gitea, repo));
  assert.equal(pull.labels, ['keep']);
  assert.is(pull.htmlUrl, `${gitea.url}/${repo.owner}/${repo.name}/pulls/${opened.number}`);
  assert.ok(!Number.isNaN(Date.parse(pull.updatedAt)), pull.updatedAt);
});

test('pull tells a merged PR from a closed one', async ({ gitea, forge, repo }) => {
  const merged = await pullWithFile(gitea, repo, 'To merge');
  const closed = await pullWithFile(gitea, repo, 'To close');
  await mergePull(gitea, repo, merged.number);
  await closePull(gitea, repo, closed.number);
  const [a, b] = await Promise.all([forge.pull(repo, merged.number), forge.pull(repo, closed.number)]);
  assert.equal([a.open, a.merged], [false, true]);
  assert.equal([b.open, b.merged], [false, false]);
});

test('openPulls reads every page: more open PRs than Gitea lists at once', async ({
  gitea,
  workDir,
  forge,
}) => {
  const repo = await createRepository(gitea, 'many-pulls');
  // One push of many branches, then a PR from each: Gitea lists at most 50 per page.
  const local = join(workDir, 'many-pulls');
  await gitWithToken(gitea, workDir, ['clone', '--quiet', cloneUrl(gitea, repo), local]);
  const count = 57;
  for (let i = 1; i <= count; i++) {
    await gitWithToken(gitea, local, ['checkout', '--quiet', '-B', `pr-${i}`, 'origin/main']);
    writeFileSync(join(local, `file-${i}.txt`), `${i}\n`);
    await gitWithToken(gitea, local, ['add', '.']);
    await gitWithToken(gitea, local, [
      '-c',
      'user.name=T',
      '-c',
      'user.email=t@example.com',
      'commit',
      '--quiet',
      '-m',
      `${i}`,
    ]);
  }
  await pushToGitea(gitea, repo, local, 'refs/heads/pr-*:refs/heads/pr-*');
  for (let i = 1; i <= count; i++) await openPull(gitea, repo, { head: `pr-${i}`, title: `PR ${i}` });
  const closed = await openPull(gitea, repo, { head: 'pr-1', title: 'dup' }).catch((error: unknown) => error);
  assert.instance(closed, Error, 'a second PR from the same branch is refused, so the count stays exact');
  await closePull(gitea, repo, 3);

  const pulls = await forge.openPulls(repo);
  assert.is(pulls.length, count - 1);
  assert.equal(
    pulls.map((p) => p.number).sort((a, b) => a - b),
    Array.from({ length: count }, (_, i) => i + 1).filter((n) => n !== 3),
  );
  assert.ok(pulls.every((p) => p.open));
});

test('changedFiles lists both paths of a rename, and every page', async ({ gitea, forge, repo }) => {
  await commitFiles(gitea, repo, {
    branch: 'main',
    message: 'Files to rename and edit',
    files: [
      { operation: 'create', path: 'projects/shop/old-name.yaml', content: 'a: 1\n' },
      { operation: 'create', path: 'projects/shop/edited.yaml', content: 'b: 1\n' },
      { operation: 'create', path: 'projects/shop/gone.yaml', content: 'c: 1\n' },
    ],
  });
  const created = Array.from({ length: 60 }, (_, i) => ({
    operation: 'create' as const,
    path: `projects/bulk/file-${String(i).padStart(2, '0')}.yaml`,
    content: `n: ${i}\n`,
  }));
  await commitFiles(gitea, repo, {
    branch: 'main',
    newBranch: 'rename',
    message: 'Rename, edit, delete, add 60',
    files: [
      {
        operation: 'update',
        path: 'projects/shop/new-name.yaml',
        fromPath: 'projects/shop/old-name.yaml',
        content: 'a: 1\n',
      },
      { operation: 'update', path: 'projects/shop/edited.yaml', content: 'b: 2\n' },
      { operation: 'delete', path: 'projects/shop/gone.yaml' },
      ...created,
    ],
  });
  const pull = await openPull(gitea, repo, { head: 'rename', title: 'Rename' });
  const { paths, complete } = await forge.changedFiles(repo, pull.number);
  assert.ok(complete);
  assert.equal(
    paths,
    [
      ...created.map((c) => c.path),
      'projects/shop/edited.yaml',
      'projects/shop/gone.yaml',
      'projects/shop/new-name.yaml',
      'projects/shop/old-name.yaml',
    ].sort(),
  );
});

test('upsertComment twice leaves one comment, edited; a new Forge finds it by its marker', async ({
  gitea,
  forge,
  repo,
}) => {
  const pull = await pullWithFile(gitea, repo, 'Comment me');
  const marker = '<!-- gitshift:plan -->';
  const first = await forge.upsertComment(repo, pull.number, marker, `${marker}\nplan 1`);
  assert.ok(first.created);
  assert.ok(
    first.url.startsWith(`${gitea.url}/${repo.owner}/${repo.name}/pulls/${pull.number}#issuecomment-`),
    first.url,
  );
  await giteaApi(gitea, 'POST', `/repos/${repo.owner}/${repo.name}/issues/${pull.number}/comments`, {
    body: 'a person comments in between',
  });
  const second = await forge.upsertComment(repo, pull.number, marker, `${marker}\nplan 2`);
  assert.equal([second.id, second.created], [first.id, false]);

  // A restarted serve: nothing in memory, the marker finds the comment.
  const restarted = createForge({ kind: 'gitea', apiUrl: `${gitea.url}/api/v1`, token: gitea.token });
  const third = await restarted.upsertComment(repo, pull.number, marker, `${marker}\nplan 3`);
  assert.equal([third.id, third.created], [first.id, false]);

  const comments = await listComments(gitea, repo, pull.number);
  const ours = comments.filter((c) => c.body.includes(marker));
  assert.is(ours.length, 1);
  assert.is(ours[0]?.body, `${marker}\nplan 3`);
  assert.is(comments.length, 2);
});

test('upsertComment creates a new comment when the remembered one was deleted', async ({
  gitea,
  forge,
  repo,
}) => {
  const pull = await pullWithFile(gitea, repo, 'Deleted comment');
  const marker = '<!-- gitshift:deleted -->';
  const first = await forge.upsertComment(repo, pull.number, marker, 'plan 1');
  await giteaApi(gitea, 'DELETE', `/repos/${repo.owner}/${repo.name}/issues/comments/${first.id}`);
  const second = await forge.upsertComment(repo, pull.number, marker, 'plan 2');
  assert.ok(second.created);
  assert.is.not(second.id, first.id);
  const comments = await listComments(gitea, repo, pull.number);
  assert.equal(
    comments.map((c) => c.body),
    [`${marker}\nplan 2`],
    'a body without the marker gets it, so the next upsert finds it',
  );
});

test('upsertComment calls close together make one comment', async ({ gitea, forge, repo }) => {
  const pull = await pullWithFile(gitea, repo, 'Racing deliveries');
  const marker = '<!-- gitshift:race -->';
  const results = await Promise.all(
    [1, 2, 3].map((n) => forge.upsertComment(repo, pull.number, marker, `${marker} plan ${n}`)),
  );
  assert.equal(
    results.map((r) => r.created),
    [true, false, false],
  );
  const comments = await listComments(gitea, repo, pull.number);
  assert.equal(
    comments.map((c) => c.body),
    [`${marker} plan 3`],
  );
});

test('setStatus: Gitea keeps state, description and target, read back through its API', async ({
  gitea,
  forge,
  repo,
}) => {
  const pull = await pullWithFile(gitea, repo, 'Statuses');
  await forge.setStatus(repo, pull.head.sha, {
    context: 'gitshift/plan',
    state: 'pending',
    description: 'planning',
  });
  await forge.setStatus(repo, pull.head.sha, {
    context: 'gitshift/plan',
    state: 'failure',
    description: `2 validation errors ${'x'.repeat(200)}`,
    targetUrl: 'http://127.0.0.1:9/plans/1',
  });
  await forge.setStatus(repo, pull.head.sha, {
    context: 'gitshift/preview',
    state: 'success',
    description: 'ready',
  });
  const statuses = await listStatuses(gitea, repo, pull.head.sha);
  const latest = (context: string) =>
    statuses.filter((s) => s.context === context).sort((a, b) => b.id - a.id)[0];
  const plan = latest('gitshift/plan');
  assert.is(plan?.status, 'failure');
  assert.is(plan?.target_url, 'http://127.0.0.1:9/plans/1');
  assert.ok(plan?.description.startsWith('2 validation errors xxx'));
  assert.ok((plan?.description.length ?? 0) <= 140, `cut to 140: ${plan?.description.length}`);
  assert.is(latest('gitshift/preview')?.status, 'success');
  assert.is(statuses.filter((s) => s.context === 'gitshift/plan').length, 2);
});

test('permission: the admin, a collaborator with write, a reader, a stranger', async ({
  gitea,
  forge,
  repo,
}) => {
  const writer = await createUser(gitea, 'writer');
  const reader = await createUser(gitea, 'reader');
  await createUser(gitea, 'stranger');
  await addCollaborator(gitea, repo, writer.username, 'write');
  await addCollaborator(gitea, repo, reader.username, 'read');
  assert.is(await forge.permission(repo, gitea.user), 'admin');
  assert.is(await forge.permission(repo, 'writer'), 'write');
  assert.is(await forge.permission(repo, 'reader'), 'read');
  // Gitea answers `read` for anyone on a public repository: not a collaborator, so none.
  const raw = await giteaApi<{ permission: string }>(
    gitea,
    'GET',
    `/repos/${repo.owner}/${repo.name}/collaborators/stranger/permission`,
  );
  assert.is(raw.permission, 'read');
  assert.is(await forge.permission(repo, 'stranger'), 'none');
});

test.run();
