import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { eventLog, progressLog } from '../../../src/serve/log.js';
import { recordingLogger } from '../../support/log-recorder.js';

test('progress lines go to the logger at info with the project the reconciler names, stage lines at debug', () => {
  const { logger, lines: logged } = recordingLogger();
  const say = progressLog(logger);
  say('shop: stage 2/5 config-and-rbac: applying 1', 'shop');
  say('shop: pruning 1 in stage apps', 'shop');
  say('Deployment/blog-2/web: hook failed (1)', 'blog-2');
  say('progress: 1 of 2 projects synced');
  assert.equal(
    logged.map((l) => [l.level, l['project'], l.msg]),
    [
      ['debug', 'shop', 'stage 2/5 config-and-rbac: applying 1'],
      ['info', 'shop', 'pruning 1 in stage apps'],
      ['info', 'blog-2', 'Deployment/blog-2/web: hook failed (1)'],
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
