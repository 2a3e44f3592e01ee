import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  buildQueue,
  isPreviewOf,
  previewOutput,
  previewProblem,
  previewTag,
  pullRequestCause,
} from '../../../src/buildplan/preview-build.js';

const outputs: [string, string, string][] = [
  ['registry.test/shop/app:latest', 'pr-7', 'registry.test/shop/app:pr-7'],
  ['127.0.0.1:5000/shop/app:latest', 'pr-7', '127.0.0.1:5000/shop/app:pr-7'],
  ['127.0.0.1:5000/shop/app', 'pr-12', '127.0.0.1:5000/shop/app:pr-12'],
  [`registry.test/shop/app@sha256:${'a'.repeat(64)}`, 'pr-7', 'registry.test/shop/app:pr-7'],
  [`registry.test:5000/shop/app:v1@sha256:${'b'.repeat(64)}`, 'pr-3', 'registry.test:5000/shop/app:pr-3'],
  ['app:latest', 'pr-1', 'app:pr-1'],
  ['app', 'pr-1', 'app:pr-1'],
];

for (const [output, tag, expected] of outputs)
  test(`the preview output of ${output} is ${expected}: the same repository, the preview's tag`, () => {
    assert.is(previewOutput(output, tag), expected);
  });

test("a pull request's builds push the tag pr-<n>", () => {
  assert.is(previewTag(7), 'pr-7');
  assert.is(previewOutput('r.test/shop/app:latest', previewTag(7)), 'r.test/shop/app:pr-7');
});

test('the cause names the repository, the PR and the short head commit', () => {
  assert.equal(pullRequestCause('owner/app', 7, 'abc1234def5678'), {
    type: 'PullRequest',
    message: 'pull request owner/app#7 at abc1234',
  });
  assert.equal(pullRequestCause('owner/app', 7), {
    type: 'PullRequest',
    message: 'pull request owner/app#7',
  });
});

const problems: [string, { repository: string; number: number; tag: string }, RegExp | undefined][] = [
  ['a well-formed preview', { repository: 'owner/app', number: 7, tag: 'pr-7' }, undefined],
  ['a repository without owner', { repository: 'app', number: 7, tag: 'pr-7' }, /must be owner\/name/],
  ['a number that is not a PR', { repository: 'o/a', number: 0, tag: 'pr-0' }, /positive integer/],
  ['a fractional number', { repository: 'o/a', number: 1.5, tag: 'pr-1' }, /positive integer/],
  ['a tag with a slash', { repository: 'o/a', number: 7, tag: 'pr/7' }, /not a valid image tag/],
  ['a tag starting with a dot', { repository: 'o/a', number: 7, tag: '.pr-7' }, /not a valid image tag/],
  [
    'a tag of 129 characters',
    { repository: 'o/a', number: 7, tag: 'p'.repeat(129) },
    /not a valid image tag/,
  ],
];

for (const [name, preview, expected] of problems)
  test(`previewProblem: ${name}`, () => {
    const problem = previewProblem(preview);
    if (expected === undefined) assert.is(problem, undefined);
    else assert.match(problem ?? '', expected);
  });

test("each PR's preview builds queue apart from the BuildConfig's own and from other PRs'", () => {
  const pr = (repository: string, number: number) => ({
    preview: { repository, number, tag: `pr-${number}` },
  });
  assert.is(buildQueue({}), '');
  assert.is(buildQueue(pr('owner/app', 7)), 'owner/app#7');
  assert.is.not(buildQueue(pr('owner/app', 7)), buildQueue(pr('owner/app', 8)));
  assert.is.not(buildQueue(pr('owner/app', 7)), buildQueue(pr('other/app', 7)));
  assert.ok(isPreviewOf(pr('owner/app', 7), 'owner/app', 7));
  assert.not.ok(isPreviewOf(pr('owner/app', 7), 'owner/app', 8));
  assert.not.ok(isPreviewOf({}, 'owner/app', 7));
});

test.run();
