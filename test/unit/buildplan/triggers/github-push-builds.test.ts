import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gitHubPushBuilds } from '../../../../src/buildplan/triggers/index.js';
import { toGitHubPush } from '../../../../src/webhooks/github/github-push.js';
import { gitHubExamples } from '../../webhooks/fixtures.js';
import { buildConfigYaml, GITHUB, GENERIC, loadProjects } from './build-configs.js';

/** Real GitHub push payloads (@octokit/webhooks-examples): Codertocat/Hello-World, default branch master. */
const examples = gitHubExamples('push');
const branchPush = examples.find((p) => p.ref === 'refs/heads/master' && p.deleted === false);
const tagPush = examples.find((p) => String(p.ref).startsWith('refs/tags/') && p.deleted === false);
const deletedTag = examples.find((p) => p.deleted === true);

/** The real branch push, moved to another branch and default branch. */
function pushTo(branch: string, defaultBranch = 'main'): ReturnType<typeof toGitHubPush> {
  const payload = structuredClone(branchPush);
  payload.ref = `refs/heads/${branch}`;
  payload.repository.default_branch = defaultBranch;
  return toGitHubPush(payload, 'delivery-1');
}

const HELLO = 'https://github.com/Codertocat/Hello-World.git';
const projects = loadProjects({
  'projects/shop/app.yaml': buildConfigYaml({ name: 'app', uri: HELLO, triggers: [GITHUB] }),
  'projects/shop/app-feature.yaml': buildConfigYaml({
    name: 'app-feature',
    uri: 'git@github.com:codertocat/hello-world',
    ref: 'feature',
    triggers: [GITHUB],
  }),
  'projects/shop/generic-only.yaml': buildConfigYaml({
    name: 'generic-only',
    uri: HELLO,
    triggers: [GENERIC],
  }),
  'projects/blog/other.yaml': buildConfigYaml({
    name: 'other',
    uri: 'https://github.com/acme/blog.git',
    triggers: [GITHUB],
  }),
});

test('a push to the default branch builds the BuildConfigs without a ref, at the pushed commit', () => {
  const push = pushTo('main');
  const decision = gitHubPushBuilds(push, projects);
  assert.equal(
    decision.builds.map((b) => `${b.project}/${b.buildConfig}@${b.commit}`),
    [`shop/app@${push.after}`],
  );
  const [build] = decision.builds;
  assert.equal(build?.ref, 'refs/heads/main');
  assert.equal(build?.cause.type, 'GitHubWebHook');
  assert.equal(build?.cause.deliveryId, 'delivery-1');
  assert.equal(build?.cause.message, 'GitHub push to main by Codertocat: Initial commit');
});

test('the default branch comes from the payload, not master', () => {
  const push = pushTo('master', 'main');
  const decision = gitHubPushBuilds(push, projects);
  assert.equal(decision.builds, []);
  assert.ok(
    decision.skipped.some(
      (s) =>
        s.buildConfig === 'app' &&
        s.reason === 'branch master is not the default branch main, which shop/app builds (it names no ref)',
    ),
    JSON.stringify(decision.skipped),
  );
  // The unmodified real payload says master is the default branch: then master builds.
  const real = gitHubPushBuilds(toGitHubPush(branchPush, 'd'), projects);
  assert.equal(
    real.builds.map((b) => b.buildConfig),
    ['app'],
  );
});

test('a BuildConfig with a ref builds only that branch, and names the repository in any spelling', () => {
  const decision = gitHubPushBuilds(pushTo('feature'), projects);
  assert.equal(
    decision.builds.map((b) => b.buildConfig),
    ['app-feature'],
  );
  const other = gitHubPushBuilds(pushTo('main'), projects);
  assert.ok(
    other.skipped.some((s) => s.reason === 'branch main does not match ref feature of shop/app-feature'),
    JSON.stringify(other.skipped),
  );
});

test('a BuildConfig of the repository without a GitHub trigger is skipped with the reason', () => {
  const decision = gitHubPushBuilds(pushTo('main'), projects);
  assert.ok(
    decision.skipped.some((s) => s.buildConfig === 'generic-only' && /has no GitHub trigger/.test(s.reason)),
  );
  // BuildConfigs of other repositories are not mentioned at all.
  assert.not.ok(decision.skipped.some((s) => s.project === 'blog'));
});

test('tags and deleted refs start nothing, each with its reason', () => {
  const tag = gitHubPushBuilds(toGitHubPush(tagPush, 't'), projects);
  assert.equal(tag.builds, []);
  assert.ok(tag.skipped.every((s) => s.buildConfig === 'generic-only' || /is a tag/.test(s.reason)));
  const deleted = gitHubPushBuilds(toGitHubPush(deletedTag, 'x'), projects);
  assert.equal(deleted.builds, []);
  assert.ok(deleted.skipped.some((s) => /the push deleted refs\/tags\/simple-tag/.test(s.reason)));
  const deletedBranch = { ...pushTo('main'), deleted: true };
  const result = gitHubPushBuilds(deletedBranch, projects);
  assert.equal(result.builds, []);
  assert.ok(
    result.skipped.some((s) => s.reason === 'the push deleted refs/heads/main: there is nothing to build'),
  );
});

test('a push to a repository no BuildConfig builds says so', () => {
  const payload = structuredClone(branchPush);
  payload.repository.clone_url = 'https://github.com/acme/unknown.git';
  payload.repository.ssh_url = 'git@github.com:acme/unknown.git';
  payload.repository.html_url = 'https://github.com/acme/unknown';
  const decision = gitHubPushBuilds(toGitHubPush(payload, 'u'), projects);
  assert.equal(decision.builds, []);
  assert.equal(decision.skipped, [{ reason: 'no BuildConfig builds github.com/acme/unknown' }]);
});

test('a push without a default branch builds only BuildConfigs that name a ref', () => {
  const push = { ...pushTo('feature'), defaultBranch: undefined };
  const decision = gitHubPushBuilds(push, projects);
  assert.equal(
    decision.builds.map((b) => b.buildConfig),
    ['app-feature'],
  );
  assert.ok(decision.skipped.some((s) => /shop\/app names no ref and the push does not say/.test(s.reason)));
});

test.run();
