import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { serviceYaml } from '../../support/manifests.js';
import { objectOf, renderFiles } from '../../support/render.js';
import { loadFiles, yaml } from '../../support/repo.js';

const APP = 'projects/shop/app.yaml';
const service = serviceYaml({ ports: [{ port: 80, targetPort: 8080 }] });
const other = serviceYaml({ name: 'canary', ports: [{ port: 80, targetPort: 8080 }] });

const errorsOf = (files: Readonly<Record<string, string>>): string[] =>
  loadFiles(files)
    .problems.filter((p) => p.severity === 'error')
    .map(formatProblem);

const route = (spec: string): string =>
  yaml`
    apiVersion: route.openshift.io/v1
    kind: Route
    metadata:
      name: web
    spec:
  `.concat(spec);

test('a Route to a Service needs no to.kind, nor do its alternateBackends: OpenShift defaults them to Service', () => {
  const files = {
    [APP]: route('  to:\n    name: web\n  alternateBackends:\n    - name: canary\n      weight: 10\n'),
    'projects/shop/services.yaml': `${service}---\n${other}`,
  };
  assert.equal(errorsOf(files), []);
  const ingress = objectOf(renderFiles(files), 'Ingress', 'web');
  assert.is(ingress.spec.rules[0].http.paths[0].backend.service.name, 'web');
});

test('a Route to a Service that does not exist is still reported when to.kind is left out', () => {
  const problems = loadFiles({ [APP]: route('  to:\n    name: missing\n') }).problems;
  assert.equal(
    problems.map((p) => p.code),
    ['DANGLING_ROUTE_SERVICE'],
  );
});

// library-go route defaulting: exactly these capitalised spellings are taken for the lowercase ones.
for (const [spelling, annotation] of [
  ['Reencrypt', 'HTTPS'],
  ['Edge', undefined],
  ['Passthrough', undefined],
] as const) {
  test(`termination ${spelling} is accepted and rendered as OpenShift reads it`, () => {
    const files = {
      [APP]: route(`  to:\n    kind: Service\n    name: web\n  tls:\n    termination: ${spelling}\n`),
      'projects/shop/service.yaml': service,
    };
    assert.equal(errorsOf(files), []);
    const ingress = objectOf(renderFiles(files), 'Ingress', 'web');
    const annotations = (ingress.metadata.annotations ?? {}) as Record<string, string>;
    assert.is(annotations['nginx.ingress.kubernetes.io/backend-protocol'], annotation);
    assert.is(
      annotations['nginx.ingress.kubernetes.io/ssl-passthrough'],
      spelling === 'Passthrough' ? 'true' : undefined,
    );
  });
}

test('termination REENCRYPT stays an error: OpenShift refuses it too', () => {
  const errors = errorsOf({
    [APP]: route('  to:\n    kind: Service\n    name: web\n  tls:\n    termination: REENCRYPT\n'),
    'projects/shop/service.yaml': service,
  });
  assert.is(errors.length, 1, errors.join('\n'));
  assert.match(errors[0] ?? '', /spec\.tls\.termination: 'REENCRYPT' is not allowed.*\[SCHEMA_ENUM\]/);
});

const dcWithHook = (policy: string): string => yaml`
  apiVersion: apps.openshift.io/v1
  kind: DeploymentConfig
  metadata:
    name: web
  spec:
    replicas: 1
    strategy:
      type: Recreate
      recreateParams:
        pre:
          failurePolicy: ${policy}
          execNewPod:
            containerName: web
            command: [migrate]
    template:
      metadata:
        labels:
          app: web
      spec:
        containers:
          - name: web
            image: nginx:1.27
`;

test("hook failurePolicy 'ignore' is accepted, as the API server accepts any value (its deployer then aborts)", () => {
  assert.equal(errorsOf({ [APP]: dcWithHook('ignore') }), []);
});

test('an empty hook failurePolicy stays an error: the API server requires one', () => {
  const errors = errorsOf({ [APP]: dcWithHook('""') });
  assert.is(errors.length, 1, errors.join('\n'));
  assert.match(errors[0] ?? '', /failurePolicy/);
});

test('a BuildConfig source.type is not checked: OpenShift ignores it on input', () => {
  const buildConfig = yaml`
    apiVersion: build.openshift.io/v1
    kind: BuildConfig
    metadata:
      name: web
    spec:
      source:
        type: git
        git:
          uri: https://example.com/web.git
      strategy:
        type: Docker
        dockerStrategy: {}
  `;
  assert.equal(loadFiles({ [APP]: buildConfig }).problems.map(formatProblem), []);
});

test('null where a map or list is optional, as oc get -o yaml exports it, is the field left out', () => {
  const exported = yaml`
    apiVersion: v1
    kind: List
    items:
      - apiVersion: build.openshift.io/v1
        kind: BuildConfig
        metadata:
          name: web
          annotations: null
          labels: null
        spec:
          nodeSelector: null
          triggers: null
          postCommit: {}
          resources: {}
          source:
            type: Git
            git:
              uri: https://example.com/web.git
          strategy:
            type: Docker
            dockerStrategy:
              from: null
          output:
            to: null
      - apiVersion: apps.openshift.io/v1
        kind: DeploymentConfig
        metadata:
          name: web
          annotations: null
          creationTimestamp: null
        spec:
          replicas: 1
          selector: null
          triggers: null
          strategy:
            type: Rolling
            rollingParams: null
            resources: {}
          template:
            metadata:
              creationTimestamp: null
              labels:
                app: web
            spec:
              nodeSelector: null
              containers:
                - name: web
                  image: nginx:1.27
                  env: null
                  ports: null
                  resources: {}
      - apiVersion: image.openshift.io/v1
        kind: ImageStream
        metadata:
          name: web
        spec:
          lookupPolicy:
            local: false
          tags: null
        status:
          dockerImageRepository: ""
          tags:
            - tag: latest
              items: null
  `;
  const files = { [APP]: exported };
  assert.equal(errorsOf(files), []);
  const deployment = objectOf(renderFiles(files), 'Deployment', 'web');
  assert.equal(deployment.spec.selector, { matchLabels: { app: 'web' } });
});

test('a template parameter that gives null, as ${{P}} can, is the field left out', () => {
  const template = yaml`
    apiVersion: template.openshift.io/v1
    kind: Template
    metadata:
      name: t
    objects:
      - apiVersion: apps.openshift.io/v1
        kind: DeploymentConfig
        metadata:
          name: web
        spec:
          replicas: \${{R}}
          template:
            metadata:
              labels:
                app: web
            spec:
              containers:
                - name: web
                  image: nginx:1.27
    parameters:
      - name: R
        value: "null"
  `;
  const files = { [APP]: template };
  assert.equal(errorsOf(files), []);
  assert.is(objectOf(renderFiles(files), 'Deployment', 'web').spec.replicas, 1);
});

test('null for a field OpenShift requires is still reported', () => {
  const errors = errorsOf({
    [APP]: route('  to: null\n'),
  });
  assert.is(errors.length, 1, errors.join('\n'));
  assert.match(errors[0] ?? '', /spec\.to.*\[SCHEMA_REQUIRED\]/);
});

// library-go SetDefaults_TLSConfig: a Route's tls without termination (or with "") is edge, unless it names a destination CA.
for (const [what, tls] of [
  ['no termination', '  tls:\n    insecureEdgeTerminationPolicy: Redirect\n'],
  ['an empty termination', '  tls:\n    termination: ""\n    insecureEdgeTerminationPolicy: Redirect\n'],
] as const) {
  test(`a Route's tls with ${what} is edge TLS, as OpenShift defaults it`, () => {
    const asEdge = (spec: string) =>
      renderFiles({ [APP]: route(`${spec}  to:\n    name: web\n`), 'projects/shop/service.yaml': service });
    const result = asEdge(tls);
    assert.equal(result.problems.filter((p) => p.severity === 'error').map(formatProblem), []);
    const edge = asEdge('  tls:\n    termination: edge\n    insecureEdgeTerminationPolicy: Redirect\n');
    assert.equal(objectOf(result, 'Ingress', 'web'), objectOf(edge, 'Ingress', 'web'));
  });
}

test('a Route tls with a destination CA and no termination stays an error, as OpenShift defaults nothing then', () => {
  const errors = errorsOf({
    [APP]: route('  tls:\n    destinationCACertificate: abc\n  to:\n    name: web\n'),
    'projects/shop/service.yaml': service,
  });
  assert.is(errors.length, 1, errors.join('\n'));
  assert.match(errors[0] ?? '', /termination/);
});

// OpenShift's deployer compares the policy exactly: anything but Abort, Retry or Ignore aborts the rollout, in gitshift too.
for (const [policy, warned] of [
  ['ignore', true],
  ['Skip', true],
  ['Abort', false],
  ['Retry', false],
  ['Ignore', false],
] as const) {
  test(`hook failurePolicy '${policy}' ${warned ? 'is rendered with a warning that it acts as Abort' : 'renders with no warning'}`, () => {
    const result = renderFiles({ [APP]: dcWithHook(policy) });
    assert.equal(
      result.problems.map((p) => [p.code, p.severity, p.field]),
      warned
        ? [['HOOK_FAILURE_POLICY_UNKNOWN', 'warning', 'spec.strategy.recreateParams.pre.failurePolicy']]
        : [],
    );
    if (warned) assert.match(result.problems[0]?.message ?? '', 'OpenShift and gitshift treat it as Abort');
  });
}

test.run();
