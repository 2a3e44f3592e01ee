/**
 * Whatever a signed payload holds where the parser looks, the answer is an
 * event or a 422 naming the field: never a crash (a TypeError would be a 500
 * and GitHub would retry it forever).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toPullRequestComment } from '../../../src/webhooks/github/github-pull-comment.js';
import { toPullRequest } from '../../../src/webhooks/github/github-pull-request.js';
import { WebhookRejection } from '../../../src/webhooks/rejection.js';
import type { ForgeKind } from '../../../src/webhooks/webhook-event.js';
import { gitHubExamples } from './fixtures.js';

function giteaPayload(name: string): any {
  const file = new URL(`../../fixtures/gitea-deliveries/${name}.json`, import.meta.url);
  return JSON.parse((JSON.parse(readFileSync(file, 'utf8')) as { body: string }).body);
}

/** Every path the pull request parser reads. */
const PULL_PATHS = [
  'action',
  'pull_request',
  'pull_request.number',
  'pull_request.title',
  'pull_request.html_url',
  'pull_request.user',
  'pull_request.user.login',
  'pull_request.head',
  'pull_request.head.sha',
  'pull_request.head.ref',
  'pull_request.head.repo',
  'pull_request.head.repo.id',
  'pull_request.head.repo.full_name',
  'pull_request.head.repo.clone_url',
  'pull_request.base',
  'pull_request.base.ref',
  'pull_request.base.sha',
  'pull_request.base.repo',
  'pull_request.base.repo.id',
  'pull_request.merged',
  'pull_request.merge_commit_sha',
  'pull_request.labels',
  'pull_request.labels.0',
  'pull_request.labels.0.name',
  'repository',
  'repository.full_name',
  'repository.owner',
  'repository.owner.login',
  'repository.name',
  'repository.clone_url',
  'repository.ssh_url',
  'repository.html_url',
];
const COMMENT_PATHS = [
  'action',
  'issue',
  'issue.number',
  'comment',
  'comment.body',
  'comment.user',
  'comment.user.login',
  'repository',
  'repository.owner',
];

/** Sets (or with `undefined`, deletes) the value at `path`, when its parent is an object. */
function spoil(payload: any, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop() as string;
  let parent = payload;
  for (const key of keys) {
    parent = parent?.[key];
    if (typeof parent !== 'object' || parent === null) return;
  }
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

/** An event, or a 422 whose reason starts with a path the parser reads: anything else fails the property. */
function eventOr422(parse: () => unknown, paths: readonly string[]): boolean {
  try {
    parse();
    return true;
  } catch (error) {
    if (!(error instanceof WebhookRejection) || error.status !== 422) throw error;
    const named = paths.some((path) => error.message.startsWith(path));
    if (!named) throw new Error(`the reason names no field: ${error.message}`, { cause: error });
    return true;
  }
}

const VALUE = fc.oneof(fc.constant(undefined), fc.constant(null), fc.jsonValue({ maxDepth: 2 }));

const PULL_SOURCES: readonly [string, ForgeKind, () => any][] = [
  [
    'github synchronize',
    'github',
    () => gitHubExamples('pull_request').find((p) => p.action === 'synchronize'),
  ],
  ['gitea synchronized', 'gitea', () => giteaPayload('pull_request-synchronized')],
  ['gitea merged', 'gitea', () => giteaPayload('pull_request-closed-merged')],
];

test('a pull_request payload with any value at any field read is an event or a 422 naming the field', () => {
  for (const [, forge, source] of PULL_SOURCES) {
    const original = source();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...PULL_PATHS), VALUE), { minLength: 1, maxLength: 3 }),
        (changes) => {
          const payload = structuredClone(original);
          for (const [path, value] of changes) spoil(payload, path, value);
          return eventOr422(() => toPullRequest(payload, 'd', forge), PULL_PATHS);
        },
      ),
      { numRuns: 300 },
    );
  }
});

test('an issue_comment payload with any value at any field read is an event or a 422 naming the field', () => {
  const original = giteaPayload('issue_comment-created');
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom(...COMMENT_PATHS), VALUE), { minLength: 1, maxLength: 3 }),
      (changes) => {
        const payload = structuredClone(original);
        for (const [path, value] of changes) spoil(payload, path, value);
        return eventOr422(
          () => toPullRequestComment(payload, 'd', 'gitea'),
          [...COMMENT_PATHS, 'the issue_comment'],
        );
      },
    ),
    { numRuns: 300 },
  );
});

test('the property fails on a parse that crashes (it can catch one)', () => {
  assert.throws(() =>
    eventOr422(() => {
      throw new TypeError("Cannot read properties of undefined (reading 'sha')");
    }, PULL_PATHS),
  );
});

test.run();
