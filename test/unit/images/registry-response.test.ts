import { createHash } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { registryEndpoint } from '../../../src/images/registry-hosts.js';
import {
  causeOf,
  nextLink,
  statusError,
  tagsOf,
  verifiedDigest,
} from '../../../src/images/registry-response.js';

const endpoint = registryEndpoint('r.example', {});
const image = { registryHost: 'r.example', repository: 'team/app' };

/** What an error turns into: its code, or the text of anything else thrown. */
function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return error instanceof GitshiftError ? error.code : String(error);
  }
}

/** [status, registry error code in the body, tag, code, message part] */
const statuses: [number, string | undefined, string | undefined, string, string][] = [
  [
    404,
    'NAME_UNKNOWN',
    'v1',
    'REGISTRY_REPOSITORY_NOT_FOUND',
    'registry r.example has no repository team/app',
  ],
  [404, 'MANIFEST_UNKNOWN', 'v1', 'REGISTRY_TAG_NOT_FOUND', 'registry r.example has no tag team/app:v1'],
  [404, undefined, 'v1', 'REGISTRY_TAG_NOT_FOUND', 'has no tag team/app:v1'],
  [401, 'UNAUTHORIZED', 'v1', 'REGISTRY_AUTH_FAILED', 'refused access to team/app (HTTP 401 UNAUTHORIZED)'],
  [403, undefined, undefined, 'REGISTRY_AUTH_FAILED', 'refused access to team/app (HTTP 403): check'],
  [
    429,
    'TOOMANYREQUESTS',
    'v1',
    'REGISTRY_UNREACHABLE',
    'answered HTTP 429 for team/app:v1; try again later',
  ],
  [503, undefined, undefined, 'REGISTRY_UNREACHABLE', 'answered HTTP 503 for team/app;'],
  [
    400,
    'TAG_INVALID',
    'v1',
    'REGISTRY_BAD_RESPONSE',
    'registry r.example: it answered HTTP 400 for team/app:v1',
  ],
];
for (const [status, registryCode, tag, code, message] of statuses) {
  test(`HTTP ${status}${registryCode === undefined ? '' : ` ${registryCode}`}: ${code}`, () => {
    const body =
      registryCode === undefined ? 'not json' : JSON.stringify({ errors: [{ code: registryCode }] });
    const error = statusError(endpoint, image, tag, new Response(null, { status }), body);
    assert.is(error.code, code);
    assert.match(error.message, message);
    assert.equal(error.data['registryCode'], registryCode);
    // Only a registry that is busy or down may answer otherwise later.
    assert.is(error.transient, status === 429 || status >= 500);
  });
}

/** [Link header, next path, or the error's code] */
const links: [string | null, string | undefined][] = [
  [null, undefined],
  ['</v2/team/app/tags/list?n=2&last=b>; rel="next"', '/v2/team/app/tags/list?n=2&last=b'],
  ['<https://r.example/v2/team/app/tags/list?last=b>; rel=next', '/v2/team/app/tags/list?last=b'],
  ['</v2/team/app/tags/list?last=b>; rel="prev"', undefined],
  ['<https://elsewhere.example/v2/team/app/tags/list?last=b>; rel="next"', 'REGISTRY_BAD_RESPONSE'],
  ['<http://r.example/v2/team/app/tags/list?last=b>; rel="next"', 'REGISTRY_BAD_RESPONSE'],
];
for (const [header, expected] of links) {
  test(`Link ${JSON.stringify(header)}: ${String(expected)}`, () => {
    assert.is(
      outcome(() => nextLink(header, endpoint)),
      expected,
    );
  });
}

const bytes = new TextEncoder().encode('{"schemaVersion":2}');
const sha256 = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const sha512 = `sha512:${createHash('sha512').update(bytes).digest('hex')}`;
const other = `sha256:${'0'.repeat(64)}`;
/** [asked for, Docker-Content-Digest, digest or the error's code] */
const digests: [string, string | null, string][] = [
  ['v1', null, sha256],
  ['v1', sha256, sha256],
  ['v1', sha512, sha512],
  ['v1', other, 'REGISTRY_BAD_RESPONSE'],
  [sha256, null, sha256],
  [sha256, other, 'REGISTRY_BAD_RESPONSE'],
  [other, null, 'REGISTRY_BAD_RESPONSE'],
  [other, sha256, 'REGISTRY_BAD_RESPONSE'],
];
for (const [reference, header, expected] of digests) {
  test(`a manifest asked for as ${reference.slice(0, 14)} with header ${header?.slice(0, 14) ?? 'none'}: ${expected.slice(0, 21)}`, () => {
    assert.is(
      outcome(() => verifiedDigest(endpoint, image, reference, header, bytes)),
      expected,
    );
  });
}

test('tag list pages: tags, a deleted repository (null) or not a tag list', () => {
  assert.equal(tagsOf('{"name":"a","tags":["v1","v2"]}'), ['v1', 'v2']);
  assert.equal(tagsOf('{"name":"a","tags":null}'), []);
  assert.is(tagsOf('{"tags":[1]}'), undefined);
  assert.is(tagsOf('[]'), undefined);
  assert.is(tagsOf('<html>'), undefined);
});

test('what a failed fetch says: timed out, the system error code, or the message', () => {
  assert.is(causeOf(new DOMException('x', 'TimeoutError')), 'timed out');
  assert.is(
    causeOf(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } })),
    'ECONNRESET',
  );
  assert.is(causeOf(new Error('boom')), 'boom');
  assert.is(causeOf('text'), 'text');
});

test.run();
