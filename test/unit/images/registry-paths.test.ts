import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { checkTag, manifestPath, tagListPath } from '../../../src/images/registry-paths.js';

const digest = `sha256:${'a'.repeat(64)}`;

/** [registry host, repository, tag or digest, path or the error's code] */
const manifests: [string, string, string, string][] = [
  ['docker.io', 'nginx', 'latest', '/v2/library/nginx/manifests/latest'],
  ['registry.example', 'team/app', 'v1.2', '/v2/team/app/manifests/v1.2'],
  ['registry.example', 'team/app', digest, `/v2/team/app/manifests/${digest}`],
  ['registry.example', 'team/app', '../../v2/x', 'IMAGE_REFERENCE_INVALID'],
  ['registry.example', 'team/app', 'sha256:short', 'IMAGE_REFERENCE_INVALID'],
  ['registry.example', 'team/app', 'a?b', 'IMAGE_REFERENCE_INVALID'],
  ['registry.example', 'Team/App', 'v1', 'IMAGE_REFERENCE_INVALID'],
  ['registry.example', 'team/../app', 'v1', 'IMAGE_REFERENCE_INVALID'],
];
for (const [registryHost, repository, reference, expected] of manifests) {
  test(`manifest path of ${registryHost}/${repository} ${reference}: ${expected}`, () => {
    let got: string;
    try {
      got = manifestPath({ registryHost, repository }, reference);
    } catch (error) {
      assert.instance(error, GitshiftError);
      got = (error as GitshiftError).code;
    }
    assert.is(got, expected);
  });
}

test('tag list path: the repository as the API names it, n tags a page', () => {
  assert.is(
    tagListPath({ registryHost: 'docker.io', repository: 'nginx' }, 100),
    '/v2/library/nginx/tags/list?n=100',
  );
  assert.throws(
    () => tagListPath({ registryHost: 'r.example', repository: 'a//b' }, 1),
    /not a repository name/,
  );
});

test('a digest is not a tag', () => {
  assert.not.throws(() => checkTag('v1'));
  assert.throws(() => checkTag(digest), /is not an image tag/);
});

test.run();
