import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  PREVIEW_PR_LABEL,
  PREVIEW_PROJECT_LABEL,
  PREVIEW_REPOSITORY_LABEL,
  PREVIEW_REPOSITORY_NAME_ANNOTATION,
  claimPreviewNamespace,
  livePreviewOf,
  renderPreview,
  type NamespaceView,
} from '../../../src/previews/index.js';
import { MANAGED_BY_LABEL, PROJECT_LABEL } from '../../../src/render/provenance.js';
import { PULL, SETTINGS, renderedShop } from './scenes.js';

/** The namespace as the cluster would list it after applying the preview's Namespace. */
function appliedNamespace(): NamespaceView {
  const namespace = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS }).objects[0]!;
  return {
    name: namespace.metadata.name,
    labels: namespace.metadata.labels,
    annotations: namespace.metadata.annotations,
  };
}

test("a preview's own Namespace reads back as the preview it holds", () => {
  assert.equal(livePreviewOf(appliedNamespace()), {
    namespace: 'shop-pr-42',
    repository: 'acme/config',
    number: 42,
    project: 'shop',
    headSha: PULL.headSha,
    lastPush: PULL.lastPush,
    prUrl: PULL.prUrl,
  });
});

const without = (
  change: (view: { labels: Record<string, string>; annotations: Record<string, string> }) => void,
): NamespaceView => {
  const view = appliedNamespace();
  const copy = { labels: { ...view.labels }, annotations: { ...view.annotations } };
  change(copy);
  return { name: view.name, ...copy };
};

const notPreviews: [string, NamespaceView][] = [
  ['a namespace without labels', { name: 'shop-pr-42' }],
  ['no managed-by label', without((v) => delete v.labels[MANAGED_BY_LABEL])],
  ['managed by someone else', without((v) => (v.labels[MANAGED_BY_LABEL] = 'helm'))],
  ['no repository label', without((v) => delete v.labels[PREVIEW_REPOSITORY_LABEL])],
  ['no PR label', without((v) => delete v.labels[PREVIEW_PR_LABEL])],
  ['a PR label that is not a number', without((v) => (v.labels[PREVIEW_PR_LABEL] = '42a'))],
  ['no project label', without((v) => delete v.labels[PREVIEW_PROJECT_LABEL])],
  ['an inventory label of another name', without((v) => (v.labels[PROJECT_LABEL] = 'shop'))],
  ['no repository annotation', without((v) => delete v.annotations[PREVIEW_REPOSITORY_NAME_ANNOTATION])],
  [
    'a repository annotation that disagrees with its label',
    without((v) => (v.annotations[PREVIEW_REPOSITORY_NAME_ANNOTATION] = 'acme/other')),
  ],
];
for (const [name, namespace] of notPreviews) {
  test(`never a preview: ${name}`, () => {
    assert.is(livePreviewOf(namespace), undefined);
  });
}

test('a preview may be written into a new namespace or its own, never into another', () => {
  const want = { repository: 'acme/config', number: 42, project: 'shop' };
  assert.equal(claimPreviewNamespace(undefined, want), { claim: true });
  assert.equal(claimPreviewNamespace(appliedNamespace(), want), { claim: true });
  const project = claimPreviewNamespace(
    { name: 'shop-pr-42', labels: { [PROJECT_LABEL]: 'shop-pr-42' } },
    want,
  );
  assert.equal(project.claim, false);
  assert.match(project.claim ? '' : project.reason, /is not a preview gitshift made/);
  const other = claimPreviewNamespace(appliedNamespace(), { ...want, repository: 'acme/web' });
  assert.match(other.claim ? '' : other.reason, /holds the preview of acme\/config#42 \(project shop\)/);
});

test.run();
