/**
 * Crashes at any moment, bounded for `npm test`: serve is SIGKILLed at
 * seeded moments during the first sync of 20 projects, write-backs under a
 * stream of registry pushes, a build on the real node and a preview being
 * created and deleted (Gitea as the forge), and started again on the same
 * state directory each time. bench:chaos runs the same at full size.
 * CHAOS_KILLS, CHAOS_PROJECTS and CHAOS_SEED change the size and the seed.
 */
import { CoreV1Api } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { BUILD_LABEL } from '../../src/builds/executors/build-pod.js';
import { pushToSource, withBuildScene } from '../support/build-scene.js';
import { dockerAppFiles, finishedBuild } from '../support/builds.js';
import { runChaos } from '../support/chaos-run.js';
import { clusterBuilds } from '../support/chaos-scene.js';
import { serveFromSource } from '../support/chaos-serve.js';
import { requireRealNode } from '../support/real-node.js';
import { eventually } from '../support/testbed.js';

const whole = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);

test('serve killed at any moment loses no accepted push, commits none twice, leaves nothing half-applied or orphaned', async () => {
  const progress: string[] = [];
  const result = await runChaos({
    kills: whole('CHAOS_KILLS', 6),
    projects: whole('CHAOS_PROJECTS', 20),
    seed: whole('CHAOS_SEED', 17),
    startServe: serveFromSource,
    say: (line) => {
      progress.push(line);
      if (process.env['CHAOS_VERBOSE'] === '1') process.stderr.write(`${line}\n`);
    },
    convergeTimeoutMs: 120_000,
  });
  const { figures, findings } = result;
  const context = `\n${progress.join('\n')}`;
  assert.is(figures.converged, figures.kills, `every kill converged${context}`);
  assert.is(figures.recoveries, figures.kills, `serve came back after every kill${context}`);
  assert.ok(findings.accepted > 0, `some pushes were accepted${context}`);
  assert.equal(findings.lost, [], `no accepted push lost${context}`);
  assert.equal(findings.duplicated, [], `no push committed twice${context}`);
  assert.equal(findings.planPending, [], `a plan of Git's head shows nothing${context}`);
  assert.is(findings.planExit, 0, `plan exits 0${context}`);
  assert.equal(findings.halfApplied, [], `no object half-applied${context}`);
  assert.equal(findings.orphans, [], `no build pod or preview namespace left${context}`);
  assert.equal(findings.stateProblems, [], `the state directory reads${context}`);
  assert.match(findings.buildPhase, / Complete$/, `the build after the kills completes${context}`);
});

test('a build pod left running by a SIGKILLed serve is deleted by the next one, and its build ends Error (ServeRestarted)', async () => {
  const node = requireRealNode();
  await withBuildScene(
    'chaos-pod',
    {
      app: dockerAppFiles(node.images.busybox, 'slow', 'RUN sleep 120'),
      // The lines under `builds:` of serve's config, as the chaos scene sets them.
      builds: stringify({ builds: clusterBuilds(node) })
        .split('\n')
        .slice(1),
    },
    async (scene) => {
      const core = scene.kubeConfig.makeApiClient(CoreV1Api);
      const buildPods = async (): Promise<string[]> =>
        (await core.listNamespacedPod({ namespace: scene.project, labelSelector: BUILD_LABEL })).items.map(
          (p) => p.metadata?.name ?? '',
        );
      await pushToSource(scene, { 'index.html': 'slower\n' }, 'slower');
      await eventually(
        'the build pod',
        async () => ((await buildPods()).length > 0 ? true : undefined),
        60_000,
      );
      await scene.serve.stop('SIGKILL');
      const again = await scene.restart();
      try {
        const record = await finishedBuild(again.url, scene.project, 'app-1', 60_000);
        assert.is(record.status.phase, 'Error');
        assert.is(record.status.reason, 'ServeRestarted');
        await eventually(
          'the build pod deleted',
          async () => ((await buildPods()).length === 0 ? true : undefined),
          30_000,
        );
      } finally {
        await again.stop('SIGKILL');
      }
    },
  );
});

test.run();
