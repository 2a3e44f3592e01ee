import { createServer, type Server } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import type { Problem } from '../../../src/errors/index.js';
import { listenDaemon } from '../../../src/serve/daemon-http.js';
import { stopDaemon } from '../../../src/serve/daemon-shutdown.js';
import type { DesiredRevision } from '../../../src/serve/desired-state.js';
import { ALL_PROJECTS } from '../../../src/serve/reconcile-project.js';
import {
  problemsToLog,
  projectsForChange,
  revisionChangeHandler,
} from '../../../src/serve/revision-change.js';
import { RevisionState } from '../../../src/serve/revision-state.js';
import type { ResolvedServeConfig } from '../../../src/serve/serve-config.js';
import { recordingLogger } from '../../support/log-recorder.js';

// ---- which projects a new revision reconciles ----

const changeCases: [string, boolean, boolean, string[], { projects: string[]; logged: 'all' | number }][] = [
  ['the first revision is one bulk sync', true, false, ['shop'], { projects: [ALL_PROJECTS], logged: 'all' }],
  ['changed settings are one bulk sync', false, true, ['shop'], { projects: [ALL_PROJECTS], logged: 'all' }],
  [
    'otherwise the changed projects',
    false,
    false,
    ['shop', 'blog'],
    { projects: ['shop', 'blog'], logged: 2 },
  ],
  ['a commit that changed no project queues nothing', false, false, [], { projects: [], logged: 0 }],
];
for (const [name, first, settings, projects, expected] of changeCases)
  test(`revision change: ${name}`, () => {
    assert.equal(projectsForChange({ settings, projects }, first), expected);
  });

const problem = (severity: 'error' | 'warning', n: number): Problem =>
  ({ severity, file: `f${n}.yaml`, line: n, field: 'spec', message: `m${n}` }) as unknown as Problem;

test('revision change: only errors are logged, the first 20', () => {
  const problems = [problem('warning', 0), ...Array.from({ length: 25 }, (_, i) => problem('error', i + 1))];
  const logged = problemsToLog(problems);
  assert.is(logged.length, 20);
  assert.equal(
    logged.map((p) => p.line),
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
});

function revision(commit: string, projects: string[] = []): DesiredRevision {
  return {
    commit,
    model: { projects: projects.map((name) => ({ name, manifests: [] })) },
    rendered: { projects: [], skipped: [], problems: [problem('error', 7)] },
    streams: new Map(),
  } as unknown as DesiredRevision;
}

test('revision change: the new revision is kept, problems and the revision logged, projects queued, images told', async () => {
  const { logger, lines } = recordingLogger();
  const state = new RevisionState();
  const queued: string[] = [];
  const calls: string[] = [];
  const renderedAfter: (string | undefined)[] = [];
  const onChange = revisionChangeHandler({
    state,
    enqueue: (p) => void queued.push(p),
    revisionLoaded: () => void calls.push('images'),
    log: logger,
    load: (head, _model, previous) => {
      renderedAfter.push(previous?.commit);
      return revision(head, ['shop']);
    },
  });
  const loaded = state.whenLoaded();
  const change = {
    previous: undefined,
    head: 'a'.repeat(40),
    projects: ['shop'],
    settings: false,
    model: {} as never,
    loadMs: 5,
  };
  await onChange(change);
  assert.is((await loaded).commit, 'a'.repeat(40));
  await onChange({ ...change, previous: 'a'.repeat(40), head: 'b'.repeat(40) });
  assert.is(state.get()?.commit, 'b'.repeat(40));
  assert.equal(queued, [ALL_PROJECTS, 'shop']);
  assert.equal(calls, ['images', 'images']);
  // Each render is given the revision before it, whose render it may take unchanged projects from.
  assert.equal(renderedAfter, [undefined, 'a'.repeat(40)]);
  assert.equal(
    lines.map((l) => [l.level, l.msg, l['projects'] ?? l['file'], l['commit'], l['previous']]),
    [
      ['warn', 'manifest-problem', 'f7.yaml', undefined, undefined],
      ['info', 'revision', 'all', 'aaaaaaaaaaaa', undefined],
      ['warn', 'manifest-problem', 'f7.yaml', undefined, undefined],
      ['info', 'revision', 1, 'bbbbbbbbbbbb', 'aaaaaaaaaaaa'],
    ],
  );
  assert.type(lines[1]?.['renderMs'], 'number');
  assert.is(lines[1]?.['loadMs'], 5);
});

// ---- the revision being reconciled to ----

test('revision state: nothing before the first load (USAGE when required); then the newest', async () => {
  const state = new RevisionState();
  assert.is(state.get(), undefined);
  assert.throws(
    () => state.require(),
    (e: unknown) => e instanceof GitshiftError && e.code === 'USAGE',
  );
  let waited: DesiredRevision | undefined;
  const waiting = state.whenLoaded().then((r) => (waited = r));
  await Promise.resolve();
  assert.is(waited, undefined, 'waits for the first load');
  assert.ok(state.set(revision('c1', ['shop'])), 'the first revision');
  assert.not.ok(state.set(revision('c2', ['shop'])), 'not the first');
  await waiting;
  assert.is(waited?.commit, 'c2', 'the newest once loaded');
  assert.is(state.require().commit, 'c2');
});

// ---- shutdown ----

function stoppable(abandoned: string[]) {
  const order: string[] = [];
  const step = (name: string) => () => {
    order.push(name);
    return Promise.resolve();
  };
  return {
    order,
    parts: {
      queue: {
        abandonRunning: (reason: unknown) => {
          order.push(`abandon: ${(reason as Error).message}`);
          return abandoned;
        },
        stop: step('queue'),
      },
      http: { close: step('http') },
      webhooks: { close: step('webhooks') },
      images: {
        stop: (signal?: AbortSignal) => {
          order.push(signal === undefined ? 'images' : 'images (with a grace signal)');
          return Promise.resolve();
        },
      },
      repository: { stop: step('repository') },
      builds: { stop: step('builds') },
    },
  };
}

test('shutdown: abandon running syncs, then HTTP, webhooks, builds, images, the source, the queue, in that order', async () => {
  const { logger, lines } = recordingLogger();
  const { order, parts } = stoppable(['blog', 'shop']);
  await stopDaemon(parts, logger);
  assert.equal(order, [
    'abandon: serve is stopping',
    'http',
    'webhooks',
    'builds',
    'images (with a grace signal)',
    'repository',
    'queue',
  ]);
  assert.equal(
    lines.map((l) => [l.level, l.msg, l['reason'] ?? l['projects']]),
    [
      ['info', 'stopping', 'signal'],
      ['warn', 'abandoned', ['blog', 'shop']],
      ['info', 'stopped', undefined],
    ],
  );
});

test('shutdown: nothing running, nothing said abandoned', async () => {
  const { logger, lines } = recordingLogger();
  await stopDaemon(stoppable([]).parts, logger);
  assert.equal(
    lines.map((l) => l.msg),
    ['stopping', 'stopped'],
  );
});

// ---- listening ----

test('listen: a port in use is LISTEN_FAILED with its cause, after webhooks, images and the source are closed', async () => {
  const taken: Server = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const port = (taken.address() as { port: number }).port;
  const closed: string[] = [];
  const step = (name: string) => () => {
    closed.push(name);
    return Promise.resolve();
  };
  const config = { listen: { host: '127.0.0.1', port } } as unknown as ResolvedServeConfig;
  try {
    const error = await listenDaemon(config, {
      state: new RevisionState(),
      repository: { stop: step('repository'), lastError: () => undefined, lastLoadFailure: () => undefined },
      queue: { status: () => [] },
      images: { stop: step('images'), status: () => ({ inFlight: 0, committed: 0, ignored: 0, failed: 0 }) },
      webhooks: { close: step('webhooks'), handle: () => undefined, recent: () => [] },
      builds: { stop: step('builds'), runner: { status: () => ({ running: 0, queued: 0 }) } as never },
      metrics: undefined,
      api: undefined,
      // Never reached: listening fails first.
      kube: {} as never,
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'LISTEN_FAILED');
    assert.match((error as GitshiftError).message, `cannot listen on 127.0.0.1:${port}: `);
    assert.equal((error as GitshiftError).data, { host: '127.0.0.1', port });
    assert.ok((error as GitshiftError).cause instanceof Error);
    assert.equal(closed.sort(), ['builds', 'images', 'repository', 'webhooks']);
  } finally {
    taken.close();
  }
});

test.run();
