import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { dockerImage, imageStreamYaml } from '../../support/manifests.js';
import { objectOf, renderFiles } from '../../support/render.js';

const APP = 'projects/shop/app.yaml';
const stream = imageStreamYaml({
  name: 'web',
  tags: [{ name: 'v1', from: dockerImage('registry.test/web:1.0') }],
});

/** An apps/v1 Deployment whose image OpenShift's trigger controller fills in, as oc new-app and the sclorg templates write it. */
const deployment = (triggers: unknown[], image = ' '): string =>
  JSON.stringify({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', annotations: { 'image.openshift.io/triggers': JSON.stringify(triggers) } },
    spec: {
      replicas: 2,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          containers: [
            { name: 'sidecar', image: 'busybox:1.36' },
            { name: 'web', image },
          ],
        },
      },
    },
  });

const byName = 'spec.template.spec.containers[?(@.name=="web")].image';
const resolved: [string, unknown[]][] = [
  [
    'a container named in the field path',
    [{ from: { kind: 'ImageStreamTag', name: 'web:v1' }, fieldPath: byName }],
  ],
  [
    'a container by its index',
    [
      {
        from: { kind: 'ImageStreamTag', name: 'web:v1', namespace: 'shop' },
        fieldPath: 'spec.template.spec.containers[1].image',
      },
    ],
  ],
];
for (const [name, triggers] of resolved) {
  test(`an image.openshift.io/triggers annotation sets the image of ${name}`, () => {
    const result = renderFiles({ [APP]: `${stream}---\n${deployment(triggers)}` });
    assert.equal(result.problems, []);
    const rendered = objectOf(result, 'Deployment', 'web');
    const containers = rendered['spec'].template.spec.containers as { image: string }[];
    assert.equal(
      containers.map((c) => c.image),
      ['busybox:1.36', 'registry.test/web:1.0'],
    );
    assert.is(rendered['spec'].replicas, 2);
  });
}

test('an annotation trigger that cannot resolve yet renders 0 replicas and a warning, as a DeploymentConfig does', () => {
  const triggers = [{ from: { kind: 'ImageStreamTag', name: 'redis:7' }, fieldPath: byName }];
  const result = renderFiles({ [APP]: deployment(triggers) });
  const rendered = objectOf(result, 'Deployment', 'web');
  assert.is(rendered['spec'].replicas, 0);
  assert.is(rendered.metadata.annotations?.['gitshift.io/waiting-for-image'], 'shop/redis:7');
  assert.equal(
    result.problems.map((p) => [p.code, p.severity]),
    [['IMAGE_UNRESOLVED', 'warning']],
  );
});

test('a paused annotation trigger leaves the image written', () => {
  const triggers = [{ from: { kind: 'ImageStreamTag', name: 'web:v1' }, fieldPath: byName, paused: true }];
  const result = renderFiles({ [APP]: `${stream}---\n${deployment(triggers, 'registry.test/web:0.9')}` });
  assert.equal(result.problems, []);
  const rendered = objectOf(result, 'Deployment', 'web');
  assert.is(rendered['spec'].template.spec.containers[1].image, 'registry.test/web:0.9');
});

test('an autoscaler of a DeploymentConfig scales the Deployment it becomes', () => {
  const hpa = JSON.stringify({
    apiVersion: 'autoscaling/v1',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name: 'web' },
    spec: { maxReplicas: 4, scaleTargetRef: { kind: 'DeploymentConfig', name: 'web' } },
  });
  const result = renderFiles({ [APP]: hpa });
  assert.equal(objectOf(result, 'HorizontalPodAutoscaler', 'web')['spec'].scaleTargetRef, {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    name: 'web',
  });
});

test.run();
