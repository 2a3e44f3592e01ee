import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  AUTOSCALER_AT_ZERO_REASON,
  CLUSTER_SCOPED_REASON,
  FORK_SECRET_REASON,
  PREVIEW_HEAD_ANNOTATION,
  PREVIEW_LAST_PUSH_ANNOTATION,
  PREVIEW_PR_LABEL,
  PREVIEW_OWNER_LABEL,
  PREVIEW_PR_URL_ANNOTATION,
  PREVIEW_PROJECT_LABEL,
  PREVIEW_REPOSITORY_LABEL,
  PREVIEW_REPOSITORY_NAME_ANNOTATION,
  QUOTA_REPLACED_REASON,
  renderPreview,
  type RenderedPreview,
} from '../../../src/previews/index.js';
import type { KubeObject } from '../../../src/render/kube-object.js';
import { MANAGED_BY_LABEL, PROJECT_LABEL } from '../../../src/render/provenance.js';
import { renderRepository } from '../../../src/render/render-repository.js';
import { SETTINGS as REPO_SETTINGS } from '../../support/repo.js';
import { PULL, SETTINGS, renderedExample, renderedShop, shopModel } from './scenes.js';

function find(preview: RenderedPreview, kind: string, name: string): KubeObject & Record<string, any> {
  const found = [...preview.objects, ...preview.hooks].find(
    (o) => o.kind === kind && o.metadata.name === name,
  );
  if (found === undefined)
    throw new Error(
      `no ${kind}/${name}: ${preview.objects.map((o) => `${o.kind}/${o.metadata.name}`).join(', ')}`,
    );
  return found as KubeObject & Record<string, any>;
}

const names = (objects: readonly KubeObject[]): string[] =>
  objects.map((o) => `${o.kind}/${o.metadata.name}`);

test('a preview lives in its own namespace: the Namespace first, every other object inside it', () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  assert.is(preview.namespace, 'shop-pr-42');
  assert.is(preview.project, 'shop-pr-42');
  const [first, ...rest] = preview.objects;
  assert.equal(first?.kind, 'Namespace');
  assert.is(first?.metadata.name, 'shop-pr-42');
  assert.ok(rest.length > 10, names(rest).join(', '));
  for (const object of rest)
    assert.is(object.metadata.namespace, 'shop-pr-42', `${object.kind}/${object.metadata.name}`);
  assert.is(preview.objects.filter((o) => o.kind === 'Namespace').length, 1);
});

test('cluster-scoped objects and other Namespaces are left out, with the reason', () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  const clusterScoped = preview.left
    .filter((l) => l.reason === CLUSTER_SCOPED_REASON)
    .map((l) => `${l.kind}/${l.name}`);
  assert.equal(clusterScoped.sort(), ['ClusterRoleBinding/web-is-admin', 'Namespace/payments-prod']);
  assert.not.ok(preview.objects.some((o) => o.kind === 'ClusterRoleBinding'));
});

test("the preview's Namespace says which PR it shows, and does not take the labels the PR writes", () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  const namespace = find(preview, 'Namespace', 'shop-pr-42');
  assert.equal(namespace.metadata.labels, {
    [MANAGED_BY_LABEL]: 'gitshift',
    [PROJECT_LABEL]: 'shop-pr-42',
    [PREVIEW_REPOSITORY_LABEL]: 'acme.config',
    [PREVIEW_PR_LABEL]: '42',
    [PREVIEW_PROJECT_LABEL]: 'shop',
    [PREVIEW_OWNER_LABEL]: 'acme-config',
  });
  const annotations = namespace.metadata.annotations ?? {};
  assert.is(annotations[PREVIEW_REPOSITORY_NAME_ANNOTATION], 'acme/config');
  assert.is(annotations[PREVIEW_HEAD_ANNOTATION], PULL.headSha);
  assert.is(annotations[PREVIEW_LAST_PUSH_ANNOTATION], PULL.lastPush);
  assert.is(annotations[PREVIEW_PR_URL_ANNOTATION], PULL.prUrl);
  assert.is(annotations['gitshift.io/source-file'], 'projects/shop/project.yaml');
});

test('every object and hook carries the preview labels and the preview as its project', () => {
  const preview = renderPreview({
    rendered: renderedExample('ruby-sample', 'ruby-sample'),
    of: PULL,
    settings: SETTINGS,
  });
  assert.ok(preview.hooks.length > 0, 'ruby-sample has a pre hook');
  for (const object of [...preview.objects, ...preview.hooks]) {
    const labels = object.metadata.labels ?? {};
    assert.is(labels[PROJECT_LABEL], 'ruby-sample-pr-42', `${object.kind}/${object.metadata.name}`);
    assert.is(labels[PREVIEW_PR_LABEL], '42');
    assert.is(labels[PREVIEW_PROJECT_LABEL], 'ruby-sample');
    assert.is(labels[MANAGED_BY_LABEL], 'gitshift');
  }
  for (const hook of preview.hooks) assert.is(hook.metadata.namespace, 'ruby-sample-pr-42');
  // Only the Namespace changes on each push: objects do not carry the head or the push time.
  assert.not.ok(find(preview, 'Deployment', 'frontend').metadata.annotations?.[PREVIEW_HEAD_ANNOTATION]);
});

test("a fork's preview gets no Secrets, and says which objects read them", () => {
  const preview = renderPreview({
    rendered: renderedShop(),
    of: { ...PULL, fork: true },
    settings: SETTINGS,
  });
  assert.not.ok(preview.objects.some((o) => o.kind === 'Secret'));
  const withheld = preview.left.filter((l) => l.reason === FORK_SECRET_REASON).map((l) => l.name);
  assert.equal(withheld.sort(), ['db-credentials', 'registry-pull']);
  assert.equal(preview.withoutSecrets, [
    { kind: 'Deployment', name: 'web', secrets: ['db-credentials', 'registry-pull'] },
    { kind: 'StatefulSet', name: 'db', secrets: ['db-credentials'] },
  ]);
  // The reference stays as written: the pod waits for the Secret rather than running without it.
  const env = find(preview, 'Deployment', 'web').spec.template.spec.containers[0].env;
  assert.equal(env[0].valueFrom.secretKeyRef, { name: 'db-credentials', key: 'password' });
});

test('a fork keeps its Secrets when previews.forkSecrets allows, and a same-repository PR always does', () => {
  for (const [of, settings] of [
    [
      { ...PULL, fork: true },
      { ...SETTINGS, forkSecrets: true },
    ],
    [PULL, SETTINGS],
  ] as const) {
    const preview = renderPreview({ rendered: renderedShop(), of, settings });
    assert.equal(
      preview.objects.filter((o) => o.kind === 'Secret').map((o) => o.metadata.name),
      ['db-credentials', 'registry-pull'],
    );
    assert.equal(preview.withoutSecrets, []);
  }
});

test('replicas are capped at previews.maxReplicas, autoscaler bounds too', () => {
  const preview = renderPreview({
    rendered: renderedShop(),
    of: PULL,
    settings: { ...SETTINGS, maxReplicas: 2 },
  });
  assert.is(find(preview, 'Deployment', 'web').spec.replicas, 2);
  // A StatefulSet naming no replicas runs one: within the cap, left as written.
  assert.is(find(preview, 'StatefulSet', 'db').spec.replicas, undefined);
  const hpa = find(preview, 'HorizontalPodAutoscaler', 'web');
  assert.equal([hpa.spec.minReplicas, hpa.spec.maxReplicas], [2, 2]);
  const ruby = renderPreview({
    rendered: renderedExample('ruby-sample', 'ruby-sample'),
    of: PULL,
    settings: SETTINGS,
  });
  assert.is(find(ruby, 'Deployment', 'frontend').spec.replicas, 1, 'a DeploymentConfig of 2 replicas');
});

test('previews.maxReplicas 0 scales everything to zero and leaves autoscalers out', () => {
  const preview = renderPreview({
    rendered: renderedShop(),
    of: PULL,
    settings: { ...SETTINGS, maxReplicas: 0 },
  });
  assert.is(find(preview, 'Deployment', 'web').spec.replicas, 0);
  assert.is(find(preview, 'StatefulSet', 'db').spec.replicas, 0);
  assert.ok(
    preview.left.some((l) => l.kind === 'HorizontalPodAutoscaler' && l.reason === AUTOSCALER_AT_ZERO_REASON),
  );
});

test('route hosts get the prefix, Ingress rules and TLS alike, and are returned', () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  const admin = find(preview, 'Ingress', 'admin');
  assert.is(admin.spec.rules[0].host, 'pr-42-admin.shop.example.test');
  assert.equal(admin.spec.tls[0].hosts, ['pr-42-admin.shop.example.test']);
  assert.is(find(preview, 'Ingress', 'web').spec.rules[0].host, 'pr-42-shop.example.test');
  assert.equal(preview.hosts, ['pr-42-admin.shop.example.test', 'pr-42-shop.example.test']);
});

test('with routes.mode openshift, a Route keeps its kind and its spec.host gets the prefix', () => {
  const settings = `${REPO_SETTINGS}routes:\n  mode: openshift\n`;
  const rendered = renderRepository(shopModel(settings)).projects.find((p) => p.name === 'shop');
  assert.ok(rendered);
  const preview = renderPreview({ rendered, of: PULL, settings: SETTINGS });
  const route = find(preview, 'Route', 'web');
  assert.is(route.apiVersion, 'route.openshift.io/v1');
  assert.is(route.metadata.namespace, 'shop-pr-42');
  assert.is(route.spec.host, 'pr-42-shop.example.test');
  assert.ok(preview.hosts.includes('pr-42-shop.example.test'));
});

test("a ResourceQuota and container defaults from previews.quota replace the project's own", () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  assert.equal(find(preview, 'ResourceQuota', 'gitshift-preview-quota').spec.hard, {
    'requests.cpu': '2',
    'limits.cpu': '2',
    'requests.memory': '2Gi',
    'limits.memory': '2Gi',
    pods: '10',
  });
  assert.equal(find(preview, 'LimitRange', 'gitshift-preview-limits').spec.limits, [
    {
      type: 'Container',
      default: { cpu: '250m', memory: '256Mi' },
      defaultRequest: { cpu: '250m', memory: '256Mi' },
    },
  ]);
  assert.ok(preview.left.some((l) => l.name === 'gitshift-quota' && l.reason === QUOTA_REPLACED_REASON));
  assert.not.ok(preview.objects.some((o) => o.metadata.name === 'gitshift-quota'));
  // The quota exists before anything it admits: right after the Namespace.
  assert.equal(names(preview.objects.slice(0, 1)), ['Namespace/shop-pr-42']);
  const rank = (name: string): number => preview.objects.findIndex((o) => o.metadata.name === name);
  assert.ok(rank('gitshift-preview-limits') < preview.objects.findIndex((o) => o.kind === 'Deployment'));
});

test("RoleBindings: the project's own ServiceAccounts move with it, a subject of another namespace is refused", () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  assert.equal(find(preview, 'RoleBinding', 'web-reads-config').subjects, [
    { kind: 'ServiceAccount', name: 'web', namespace: 'shop-pr-42' },
  ]);
  const refused = preview.left.find((l) => l.name === 'gitshift-edit');
  assert.match(
    refused?.reason ?? '',
    /binds ServiceAccount 'deployer' of namespace 'ci': a preview grants nothing/,
  );
  assert.ok(find(preview, 'RoleBinding', 'gitshift-admin'), 'a binding of users only stays');
  assert.ok(find(preview, 'ServiceAccount', 'web'));
});

test('Services keep nothing cluster-wide: no node ports, fixed or external IPs; headless stays headless', () => {
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS });
  const web = find(preview, 'Service', 'web');
  assert.equal(web.spec, {
    type: 'ClusterIP',
    selector: { app: 'web' },
    ports: [{ name: 'http', port: 80, targetPort: 8080 }],
  });
  assert.is(find(preview, 'Service', 'db').spec.clusterIP, 'None');
});

test('images of pod templates are replaced by the ones built for the PR, init containers included', () => {
  const images = new Map([
    ['registry.example.test/shop/web:1.4.0', 'registry.example.test/shop/web@sha256:' + 'a'.repeat(64)],
  ]);
  const preview = renderPreview({ rendered: renderedShop(), of: PULL, settings: SETTINGS, images });
  const pod = find(preview, 'Deployment', 'web').spec.template.spec;
  assert.is(pod.initContainers[0].image, images.get('registry.example.test/shop/web:1.4.0'));
  assert.is(pod.containers[0].image, images.get('registry.example.test/shop/web:1.4.0'));
  assert.is(pod.containers[1].image, 'docker.io/library/busybox:1.36');
});

test('rendering a preview leaves its input as it was and gives the same output every time', () => {
  const rendered = renderedShop();
  const before = JSON.stringify(rendered);
  const once = renderPreview({
    rendered,
    of: { ...PULL, fork: true },
    settings: { ...SETTINGS, maxReplicas: 0 },
  });
  const twice = renderPreview({
    rendered,
    of: { ...PULL, fork: true },
    settings: { ...SETTINGS, maxReplicas: 0 },
  });
  assert.is(JSON.stringify(rendered), before);
  assert.is(JSON.stringify(once), JSON.stringify(twice));
});

test('team-projects: the Project becomes the preview Namespace, its quota and CI binding stay behind', () => {
  const preview = renderPreview({
    rendered: renderedExample('team-projects', 'team-a'),
    of: { ...PULL, number: 7 },
    settings: SETTINGS,
  });
  assert.is(preview.namespace, 'team-a-pr-7');
  assert.equal(preview.left.map((l) => `${l.kind}/${l.name}`).sort(), [
    'LimitRange/gitshift-limits',
    'ResourceQuota/gitshift-quota',
    'RoleBinding/gitshift-edit',
  ]);
  assert.equal(preview.hosts, ['pr-7-shop.example.test']);
  assert.is(find(preview, 'Deployment', 'storefront').spec.replicas, 1);
});

test.run();
