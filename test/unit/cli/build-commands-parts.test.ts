import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildRecord } from '../../../src/buildplan/build-record.js';
import { formatBuildTable, formatDuration } from '../../../src/cli/build-table.js';
import { parseBuildTarget } from '../../../src/cli/build-target.js';
import { serveApiError } from '../../../src/cli/serve-api-error.js';

const durations: [number, string][] = [
  [0, '0s'],
  [999, '0s'],
  [42_000, '42s'],
  [60_000, '1m'],
  [185_000, '3m5s'],
  [3_600_000, '1h'],
  [7_800_000, '2h10m'],
  [86_400_000 * 3 + 3_600_000 * 4, '3d4h'],
  [-5000, '0s'],
];
for (const [ms, text] of durations)
  test(`formatDuration(${ms}) is ${text}`, () => {
    assert.is(formatDuration(ms), text);
  });

const NOW = Date.parse('2026-01-01T01:00:00Z');
const record = (name: string, status: BuildRecord['status'], commit?: string): BuildRecord => ({
  namespace: 'shop',
  name,
  spec: {
    buildConfig: 'web',
    number: 1,
    strategy: 'Docker',
    cause: { type: 'GitHubWebHook', message: 'push' },
    ...(commit === undefined ? {} : { revision: { commit } }),
  },
  status,
});

test('the build table aligns its columns and shows a running build its elapsed time', () => {
  const text = formatBuildTable(
    [
      record('web-2', { phase: 'Running', startTimestamp: '2026-01-01T00:59:30Z' }, 'f00dfeedbeef'),
      record('web-1', {
        phase: 'Failed',
        reason: 'PushImageToRegistryFailed',
        startTimestamp: '2026-01-01T00:00:00Z',
        durationMs: 75_000,
      }),
      record('web-10', { phase: 'New' }),
    ],
    { now: NOW, allProjects: false },
  );
  assert.is(
    text,
    [
      'NAME    PHASE    CAUSE          COMMIT   DURATION  STARTED  REASON',
      'web-2   Running  GitHubWebHook  f00dfee  30s       30s ago  -',
      'web-1   Failed   GitHubWebHook  -        1m15s     1h ago   PushImageToRegistryFailed',
      'web-10  New      GitHubWebHook  -        -         -        -',
      '',
    ].join('\n'),
  );
  assert.match(
    formatBuildTable([record('web-1', { phase: 'New' })], { now: NOW, allProjects: true }),
    /^PROJECT {2}NAME/,
  );
});

const targets: [string | undefined, string | RegExp][] = [
  ['shop/web', 'shop/web'],
  ['shop/web.v2', 'shop/web.v2'],
  [undefined, /expected <project>\/<build>; see/],
  ['shop', /expected <project>\/<build>, not 'shop'/],
  ['shop/web/1', /not 'shop\/web\/1'/],
  ['shop/', /Build name '' must be a DNS-1123 subdomain/],
  ['my.shop/web', /project name 'my.shop' must be a DNS-1123 label/],
  ['shop/Web', /Build name 'Web' must be/],
];
for (const [text, expected] of targets)
  test(`parseBuildTarget(${String(text)})`, () => {
    if (typeof expected === 'string') {
      const { project, name } = parseBuildTarget(text, 'Build', 'build-logs');
      assert.is(`${project}/${name}`, expected);
    } else assert.throws(() => parseBuildTarget(text, 'Build', 'build-logs'), expected);
  });

const answers: [number, string, string, RegExp][] = [
  [
    401,
    '{"error":{"code":"UNAUTHENTICATED","message":"no Authorization header"}}',
    'USAGE',
    /^serve refused the token from \/t: no Authorization header$/,
  ],
  [
    404,
    '{"error":{"code":"BUILD_NOT_FOUND","message":"no build web-9"}}',
    'BUILD_NOT_FOUND',
    /^no build web-9$/,
  ],
  [
    404,
    '{"error":{"code":"ROUTE_NOT_FOUND","message":"no such endpoint"}}',
    'BUILD_REQUEST_INVALID',
    /^no such endpoint \(serve: ROUTE_NOT_FOUND\)$/,
  ],
  [
    422,
    '{"error":{"code":"BUILD_ARCHIVE_INVALID","message":"../x escapes"}}',
    'BUILD_ARCHIVE_INVALID',
    /escapes/,
  ],
  [500, '{"error":{"code":"KUBE_API","message":"etcd is down"}}', 'KUBE_API', /^etcd is down$/],
  [
    404,
    '{"error":"the API is off: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE)"}',
    'BUILD_REQUEST_INVALID',
    /^the API is off: give serve an api\.tokenFile \(GITSHIFT_API_TOKEN_FILE\)$/,
  ],
  [502, '<html>Bad Gateway</html>', 'BUILD_EXECUTOR_FAILED', /^<html>Bad Gateway<\/html>$/],
  [503, '', 'BUILD_EXECUTOR_FAILED', /^HTTP 503$/],
];
for (const [status, body, code, message] of answers)
  test(`serve's ${status} ${body.slice(0, 40)} becomes ${code}`, () => {
    const error = serveApiError(status, body, '/t');
    assert.is(error.code, code);
    assert.match(error.message, message);
    assert.is(error.status, status);
  });

test.run();
