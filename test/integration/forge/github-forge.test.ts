/**
 * The Forge with `kind: 'github'`, against a loopback server that answers as
 * GitHub's REST API does (GitHub itself cannot be reached here): its page
 * size, its 3,000-file cap, `pulls.list` without `merged`, and its
 * permission answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createForge, type Forge } from '../../../src/forge/index.js';

type Route = (url: URL, req: IncomingMessage) => { status: number; body: unknown; link?: string } | undefined;

interface Context {
  url: string;
  forge: Forge;
  requests: string[];
  routes: Route[];
  close(): Promise<void>;
}

const test = suite<Context>('forge on GitHub-shaped answers');
const repo = { owner: 'acme', name: 'config' };

test.before(async (context) => {
  context.requests = [];
  context.routes = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    context.requests.push(`${req.method} ${url.pathname}${url.search}`);
    const answer = context.routes.map((route) => route(url, req)).find((a) => a !== undefined);
    const { status, body, link } = answer ?? { status: 404, body: { message: 'Not Found' } };
    res.writeHead(status, { 'content-type': 'application/json', ...(link === undefined ? {} : { link }) });
    res.end(status === 204 ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  context.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  context.forge = createForge({ kind: 'github', apiUrl: context.url, token: 'ghp_not_a_real_token' });
  context.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});

test.after.each((context) => {
  context.requests.length = 0;
  context.routes.length = 0;
});

test.after(async (context) => context.close());

const pullJson = (number: number, extra: Record<string, unknown> = {}) => ({
  number,
  state: 'open',
  title: `PR ${number}`,
  user: { login: 'octocat' },
  html_url: `https://github.com/acme/config/pull/${number}`,
  updated_at: '2026-11-24T04:00:00Z',
  merged_at: null,
  labels: [{ name: 'preview' }],
  head: {
    ref: `feature-${number}`,
    sha: 'a'.repeat(40),
    label: `contributor:feature-${number}`,
    repo: { full_name: 'contributor/config', clone_url: 'https://github.com/contributor/config.git' },
  },
  base: { ref: 'main', sha: 'b'.repeat(40), repo: { full_name: 'acme/config', clone_url: 'x' } },
  ...extra,
});

/** Pages of `items`, `per_page` at a time, with GitHub's Link header. */
function paged(base: string, url: URL, items: readonly unknown[], cap = Infinity) {
  const perPage = Number(url.searchParams.get('per_page') ?? 30);
  const page = Number(url.searchParams.get('page') ?? 1);
  const listed = items.slice(0, cap);
  const last = Math.ceil(listed.length / perPage);
  const next = new URL(url.pathname, base);
  next.searchParams.set('per_page', String(perPage));
  next.searchParams.set('page', String(page + 1));
  return {
    status: 200,
    body: listed.slice((page - 1) * perPage, page * perPage),
    ...(page < last ? { link: `<${next.toString()}>; rel="next"` } : {}),
  };
}

test('openPulls asks 100 a page and reads each; a fork PR is a fork; merged from merged_at', async (context) => {
  const pulls = Array.from({ length: 230 }, (_, i) => pullJson(i + 1));
  context.routes.push((url) =>
    url.pathname === '/repos/acme/config/pulls' ? paged(context.url, url, pulls) : undefined,
  );
  const listed = await context.forge.openPulls(repo);
  assert.is(listed.length, 230);
  assert.equal(context.requests, [
    'GET /repos/acme/config/pulls?state=open&per_page=100',
    'GET /repos/acme/config/pulls?per_page=100&page=2',
    'GET /repos/acme/config/pulls?per_page=100&page=3',
  ]);
  const first = listed[0];
  assert.ok(first?.fork);
  assert.not.ok(first?.merged);
  assert.is(first?.headCloneUrl, 'https://github.com/contributor/config.git');
  assert.equal(first?.labels, ['preview']);
});

test('changedFiles is not complete when GitHub stops at 3,000 files', async (context) => {
  const files = Array.from({ length: 3500 }, (_, i) => ({
    filename: `projects/p${i}/app.yaml`,
    status: 'modified',
  }));
  context.routes.push((url) =>
    url.pathname === '/repos/acme/config/pulls/7/files'
      ? paged(context.url, url, files, 3000)
      : url.pathname === '/repos/acme/config/pulls/7'
        ? { status: 200, body: pullJson(7, { changed_files: 3500 }) }
        : undefined,
  );
  const { paths, complete } = await context.forge.changedFiles(repo, 7);
  assert.is(paths.length, 3000);
  assert.not.ok(complete);
});

test('changedFiles gives both paths of a rename and is complete when all were listed', async (context) => {
  const files = [
    { filename: 'projects/shop/new.yaml', previous_filename: 'projects/shop/old.yaml', status: 'renamed' },
    { filename: 'gitshift.yaml', status: 'modified' },
  ];
  context.routes.push((url) =>
    url.pathname === '/repos/acme/config/pulls/8/files'
      ? paged(context.url, url, files)
      : url.pathname === '/repos/acme/config/pulls/8'
        ? { status: 200, body: pullJson(8, { changed_files: 2 }) }
        : undefined,
  );
  const { paths, complete } = await context.forge.changedFiles(repo, 8);
  assert.equal(paths, ['gitshift.yaml', 'projects/shop/new.yaml', 'projects/shop/old.yaml']);
  assert.ok(complete);
});

test('permission maps GitHub’s answers; `read` on a public repository is none unless a collaborator', async (context) => {
  const answers: Record<string, string> = {
    alice: 'admin',
    bob: 'write',
    carol: 'read',
    dave: 'read',
    erin: 'none',
  };
  const collaborators = new Set(['alice', 'bob', 'carol']);
  context.routes.push((url) => {
    const match = /^\/repos\/acme\/config\/collaborators\/(\w+)(\/permission)?$/.exec(url.pathname);
    if (match === null) return undefined;
    const user = match[1] ?? '';
    if (match[2] !== undefined)
      return { status: 200, body: { permission: answers[user], role_name: answers[user] } };
    return collaborators.has(user)
      ? { status: 204, body: undefined }
      : { status: 404, body: { message: 'Not Found' } };
  });
  const got = await Promise.all(Object.keys(answers).map((user) => context.forge.permission(repo, user)));
  assert.equal(got, ['admin', 'write', 'read', 'none', 'none']);
});

test('upsertComment searches every page of comments for the marker', async (context) => {
  const comments = Array.from({ length: 150 }, (_, i) => ({
    id: i + 1,
    body: `comment ${i + 1}`,
    html_url: 'u',
  }));
  comments[120] = { id: 121, body: '<!-- gitshift:plan -->\nold plan', html_url: 'https://github.com/c/121' };
  let edited: unknown;
  context.routes.push((url, req) => {
    if (url.pathname === '/repos/acme/config/issues/9/comments') return paged(context.url, url, comments);
    if (url.pathname === '/repos/acme/config/issues/comments/121' && req.method === 'PATCH') {
      edited = true;
      return { status: 200, body: { id: 121, body: 'new', html_url: 'https://github.com/c/121' } };
    }
    return undefined;
  });
  const result = await context.forge.upsertComment(repo, 9, '<!-- gitshift:plan -->', 'new plan');
  assert.equal(result, { id: 121, created: false, url: 'https://github.com/c/121' });
  assert.ok(edited);
  assert.not.ok(context.requests.some((r) => r.startsWith('POST')));
});

test.run();
