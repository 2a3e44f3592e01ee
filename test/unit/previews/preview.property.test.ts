import fc from 'fast-check';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isClusterScoped } from '../../../src/model/kinds.js';
import {
  livePreviewOf,
  pullKey,
  renderPreview,
  sweepVerdicts,
  type LivePreview,
  type PullLookup,
} from '../../../src/previews/index.js';
import type { RenderedProject } from '../../../src/render/render-repository.js';
import { PULL, SETTINGS, renderedExample, renderedShop } from './scenes.js';

const PROJECTS: RenderedProject[] = [
  renderedShop(),
  renderedExample('ruby-sample', 'ruby-sample'),
  renderedExample('team-projects', 'team-a'),
  renderedExample('team-projects', 'team-b'),
  renderedExample('image-updates', 'shop'),
  renderedExample('redis-template', 'cache'),
];

// Any subset of the objects of real projects, in any order: a PR can write anything.
const project = fc
  .constantFrom(...PROJECTS)
  .chain((rendered) =>
    fc.shuffledSubarray([...rendered.objects]).map((objects): RenderedProject => ({ ...rendered, objects })),
  );

test('property: a preview holds its Namespace and namespaced objects inside it, nothing else', () => {
  fc.assert(
    fc.property(
      project,
      fc.integer({ min: 1, max: 99_999 }),
      fc.boolean(),
      fc.boolean(),
      fc.integer({ min: 0, max: 5 }),
      (rendered, number, fork, forkSecrets, maxReplicas) => {
        const settings = { ...SETTINGS, forkSecrets, maxReplicas };
        const preview = renderPreview({ rendered, of: { ...PULL, number, fork }, settings });
        const [namespace, ...rest] = preview.objects;
        assert.is(namespace?.kind, 'Namespace');
        assert.is(namespace?.metadata.name, preview.namespace);
        for (const object of [...rest, ...preview.hooks]) {
          assert.is(object.metadata.namespace, preview.namespace);
          assert.not.ok(isClusterScoped(object.kind), object.kind);
          if (fork && !forkSecrets) assert.is.not(object.kind, 'Secret');
          const replicas = (object['spec'] as { replicas?: number } | undefined)?.replicas;
          if (replicas !== undefined) assert.ok(replicas <= maxReplicas, `${object.kind} ${replicas}`);
        }
        // The Namespace applied reads back as this very preview: the sweep will find it.
        const live = livePreviewOf({ ...namespace!.metadata, name: preview.namespace });
        assert.equal(
          [live?.repository, live?.number, live?.project],
          [PULL.repository, number, rendered.name],
        );
        const own = rendered.objects.filter(
          (o) => !(o.kind === 'Namespace' && o.metadata.name === rendered.name),
        );
        // Every object is in the preview (beside its Namespace, quota and limits) or left out with a reason.
        assert.is(preview.objects.length - 3 + preview.left.length, own.length);
      },
    ),
    { numRuns: 300 },
  );
});

const lookup: fc.Arbitrary<PullLookup> = fc.oneof(
  fc.record({
    state: fc.constant('open' as const),
    labels: fc.array(fc.constantFrom('keep', 'bug')),
    headSha: fc.stringMatching(/^[0-9a-f]{7,40}$/),
  }),
  fc.record({ state: fc.constant('closed' as const), merged: fc.boolean() }),
  fc.record({ state: fc.constant('unknown' as const), reason: fc.string() }),
);
const live: fc.Arbitrary<LivePreview> = fc.record({
  namespace: fc.constantFrom('shop-pr-1', 'web-pr-2'),
  repository: fc.constantFrom('acme/config', 'acme/web'),
  number: fc.integer({ min: 1, max: 5 }),
  project: fc.constantFrom('shop', 'web'),
  headSha: fc.option(fc.stringMatching(/^[0-9a-f]{7,40}$/), { nil: undefined }),
  lastPush: fc.option(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    { nil: undefined },
  ),
  prUrl: fc.constant(undefined),
});

test('property: the sweep never deletes a preview whose PR is unknown or was not looked up', () => {
  fc.assert(
    fc.property(
      fc.array(live, { maxLength: 8 }),
      fc.array(fc.tuple(fc.constantFrom('acme/config', 'acme/web'), fc.integer({ min: 1, max: 5 }), lookup)),
      fc.date({ noInvalidDate: true }),
      (previews, entries, now) => {
        const lookups = new Map(
          entries.map(([repository, number, found]) => [pullKey(repository, number), found]),
        );
        const verdicts = sweepVerdicts(previews, lookups, now, SETTINGS);
        assert.is(verdicts.length, previews.length);
        for (const verdict of verdicts) {
          const found = lookups.get(pullKey(verdict.preview.repository, verdict.preview.number));
          if (found === undefined || found.state === 'unknown')
            assert.is(verdict.action, 'keep', verdict.reason);
          if (found?.state === 'closed') assert.is(verdict.action, 'delete');
        }
      },
    ),
    { numRuns: 1000 },
  );
});

test.run();
