import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderBuild, printable } from '../../../../src/serve/page/build-page.js';
import { renderOverview } from '../../../../src/serve/page/overview-page.js';
import { renderProject } from '../../../../src/serve/page/project-page.js';
import { renderLogin } from '../../../../src/serve/page/message-pages.js';
import {
  blog,
  build,
  context,
  INJECTION,
  overview,
  SHA,
  shop,
  shopDetail,
} from '../../../support/status-view-values.js';

/** The page with the whitespace between and inside tags that formatting adds taken out, for substring checks. */
const flat = (page: string): string => page.replace(/\s+/g, ' ').replace(/> </g, '><').replace(/ >/g, '>');

/** Markup the page itself writes: one script element (status.js) and no image. */
function assertNoInjectedMarkup(page: string): void {
  assert.is(page.match(/<script/gi)?.length, 1, 'one script element, the asset');
  assert.match(page, /<script src="\/ui\/assets\/status\.js\?v=[0-9a-f]{16}" defer><\/script>/);
  assert.not.match(page, /<img/i);
  assert.not.match(page, /<[a-z][^>]*\sstyle=/i);
  assert.not.match(page, /<[a-z][^>]*\son[a-z]+=/i);
}

test('the overview shows each project with sync state, revision linked to the forge, health and drift', () => {
  const page = flat(renderOverview(overview, context).text);
  assert.match(page, '<a href="/ui/projects/shop">shop</a>');
  assert.match(page, '<span class="badge badge-synced">Synced</span>');
  assert.match(page, `<a href="https://forge.example/team/config/commit/${SHA}">0123456</a>`);
  assert.match(page, '<span class="badge badge-healthy">Healthy</span>');
  assert.match(page, '1 object put back</span><time datetime="2026-11-24T07:59:00Z"');
  assert.match(page, '2 projects: 1 Synced, 1 Blocked.');
  assert.match(page, '<meta name="viewport" content="width=device-width, initial-scale=1"');
  assert.match(page, '<body data-live="/ui/live">');
});

test('the overview lists blocked projects with their errors, activity, builds with durations and previews with URLs', () => {
  const page = flat(renderOverview(overview, context).text);
  assert.match(
    page,
    /<section id="blocked"[^]*its manifests have errors[^]*projects\/blog\/web\.yaml line 3/,
  );
  assert.match(page, '<span class="badge badge-webhook">webhook</span>');
  assert.match(page, '<dt>started</dt><dd>[&quot;sync shop&quot;]</dd>');
  assert.match(page, `<a href="https://forge.example/team/config/commit/${SHA}">image web:latest moved</a>`);
  assert.match(page, '<a href="/ui/builds/shop/web-2">shop/web-2</a>');
  assert.match(page, '1 min 5 s');
  assert.match(page, '<a href="http://pr-7.shop.example/">http://pr-7.shop.example</a>');
});

test('the overview escapes messages, webhook summaries and fields, and never links a javascript: URL', () => {
  const page = flat(renderOverview(overview, context).text);
  assertNoInjectedMarkup(page);
  assert.match(page, '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  assert.not.match(page, 'javascript:');
  assert.match(page, '<td data-label="What">evil link</td>');
});

test('a Synced project with no recorded revision shows the tracked one; one behind shows both', () => {
  const { revision: _recorded, ...unrecorded } = shop;
  const synced = flat(renderOverview({ ...overview, projects: { items: [unrecorded] } }, context).text);
  assert.match(synced, '<td data-label="Revision"><code title="' + SHA + '">');
  const behind = flat(
    renderOverview(
      {
        ...overview,
        projects: { items: [{ ...shop, syncState: 'OutOfSync', desiredRevision: 'f'.repeat(40) }] },
      },
      context,
    ).text,
  );
  assert.match(behind, />0123456<\/a><\/code> → <code title="f{40}"><a [^>]*>fffffff<\/a>/);
});

test('a next page of projects is linked with its continue token', () => {
  const page = flat(
    renderOverview({ ...overview, projects: { items: [blog], continue: 'a b&c' } }, context).text,
  );
  assert.match(page, '<a href="/?projects=a%20b%26c">Next projects</a>');
  assert.match(page, '1+ project');
});

test('a project page lists its objects with health and message, and offers resync and a build of each BuildConfig', () => {
  const page = flat(
    renderProject({ project: shopDetail, activity: overview.activity, builds: [build] }, context).text,
  );
  assertNoInjectedMarkup(page);
  assert.match(
    page,
    /<td data-label="Kind"><span title="apps\/v1">Deployment<\/span><\/td><td data-label="Name">shop\/web<\/td><td data-label="Health"><span class="badge badge-degraded">Degraded<\/span><\/td><td data-label="Message">&lt;script&gt;/,
  );
  assert.match(page, 'action="/ui/actions/sync" data-api="/api/v1/projects/shop/sync"');
  assert.match(page, 'action="/ui/actions/build" data-api="/api/v1/projects/shop/buildconfigs/web/builds"');
  assert.match(page, '<input type="password" name="token" autocomplete="off"');
  assert.not.match(page, /method="get"/i);
});

test('a project page says actions are off when serve has no API token', () => {
  const page = flat(
    renderProject({ project: shopDetail, activity: [], builds: [] }, { ...context, actionsEnabled: false })
      .text,
  );
  assert.match(page, 'Actions are off');
  assert.not.match(page, '/ui/actions/');
});

test('a build page shows its log escaped, without terminal colours, and follows it while the build runs', () => {
  const log = `step 1\n\u001b[31mred\u001b[0m ${INJECTION}\r\n`;
  const done = renderBuild({ project: 'shop', name: 'web-2', build, log }, context).text;
  assertNoInjectedMarkup(done);
  assert.match(done, 'step 1\nred &lt;script&gt;');
  assert.not.match(done, 'data-following');
  const running = { ...build, status: { phase: 'Running' as const, startTimestamp: '2026-11-24T07:59:00Z' } };
  const following = renderBuild({ project: 'shop', name: 'web-2', build: running, log }, context).text;
  assert.match(following, 'data-following="true"');
  assert.match(following, '1 min 0 s so far');
});

test('printable keeps newlines and tabs and drops other control characters', () => {
  assert.is(printable('a\tb\n\u0007c\u001b[1;32md\u001b[0m'), 'a\tb\ncd');
});

test('the sign-in page posts the token in the body, never in a URL', () => {
  const page = renderLogin('/ui/projects/shop', 'the bearer token is not one serve accepts').text;
  assert.match(page, '<form class="login" method="post" action="/ui/login">');
  assert.match(page, 'name="next" value="/ui/projects/shop"');
  assert.match(page, 'the bearer token is not one serve accepts');
  assert.not.match(page, 'data-live', 'a one-off page opens no live stream');
  assert.not.match(page, 'live-state');
});

test.run();
