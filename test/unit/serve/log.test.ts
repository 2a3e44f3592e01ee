import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eventLog, progressLog, splitProgressLine } from '../../../src/serve/log.js';
import { recordingLogger } from '../../support/log-recorder.js';

const projects = new Set(['shop', 'blog-2']);
const isProject = (name: string): boolean => projects.has(name);

const lines: [string, { project?: string; message: string }][] = [
  ['shop: stage 2/5 config: applying 3', { project: 'shop', message: 'stage 2/5 config: applying 3' }],
  ['blog-2: deleting ConfigMap/blog-2/old', { project: 'blog-2', message: 'deleting ConfigMap/blog-2/old' }],
  ['progress: 10 of 100 projects synced', { message: 'progress: 10 of 100 projects synced' }],
  ['Deployment/shop/web: hook failed (1)', { message: 'Deployment/shop/web: hook failed (1)' }],
  ['waiting for 2 object(s): a, b', { message: 'waiting for 2 object(s): a, b' }],
];
for (const [line, expected] of lines)
  test(`splitProgressLine: ${line}`, () => {
    assert.equal(splitProgressLine(line, isProject), expected);
  });

test('progress lines go to the logger at info, bound to their project', () => {
  const { logger, lines: logged } = recordingLogger();
  const say = progressLog(logger, isProject);
  say('shop: pruning 1 in stage apps');
  say('progress: 1 of 2 projects synced');
  assert.equal(
    logged.map((l) => [l.level, l['project'], l.msg]),
    [
      ['info', 'shop', 'pruning 1 in stage apps'],
      ['info', undefined, 'progress: 1 of 2 projects synced'],
    ],
  );
});

test('reconcile events: failures are errors, refusals and skips warnings, the rest info', () => {
  const { logger, lines: logged } = recordingLogger();
  const log = eventLog(logger);
  log('applied', { project: 'shop', applied: 2 });
  log('prune-refused', { project: 'shop', reason: 'would delete everything' });
  log('project-skipped', { project: 'blog', reason: 'errors' });
  log('sync-failed', { project: 'shop', code: 'KUBE_API' });
  assert.equal(
    logged.map((l) => [l.level, l.msg, l['project']]),
    [
      ['info', 'applied', 'shop'],
      ['warn', 'prune-refused', 'shop'],
      ['warn', 'project-skipped', 'blog'],
      ['error', 'sync-failed', 'shop'],
    ],
  );
});

test.run();
