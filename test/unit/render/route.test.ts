import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeYaml, serviceYaml } from '../../support/manifests.js';
import { objectOf, renderFiles } from '../../support/render.js';

const APP = 'projects/shop/app.yaml';
const SETTINGS =
  'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: apps.test\ningress:\n  className: public\n';

const service = serviceYaml({
  ports: [
    { name: 'http', port: 80, targetPort: 8080 },
    { name: 'metrics', port: 9090, targetPort: 9100 },
  ],
});

/** A Route to the Service; `spec` lines are appended at spec level. */
const route = (spec: string, name = 'web'): string => routeYaml({ name }) + spec;

const renderRoute = (spec: string, settings = SETTINGS) =>
  renderFiles({ [APP]: `${service}---\n${route(spec)}` }, { settings });

test('an empty host becomes <route>-<project>.<suffix>, with the ingress class', () => {
  const ingress = objectOf(renderRoute(''), 'Ingress', 'web');
  assert.is(ingress['spec'].ingressClassName, 'public');
  assert.equal(ingress['spec'].rules, [
    {
      host: 'web-shop.apps.test',
      http: {
        paths: [
          { path: '/', pathType: 'Prefix', backend: { service: { name: 'web', port: { number: 80 } } } },
        ],
      },
    },
  ]);
});

const portCases: [string, string, unknown][] = [
  [
    'a target port number maps to the service port that forwards to it',
    '  port:\n    targetPort: 9100\n',
    { number: 9090 },
  ],
  [
    'a port name maps to the service port of that name',
    '  port:\n    targetPort: metrics\n',
    { number: 9090 },
  ],
  ['no port takes the first service port', '', { number: 80 }],
  // OpenShift's router compares the port's text with the endpoint's port name and number alike.
  [
    'a number written as a string is a target port number, not a port name',
    '  port:\n    targetPort: "9100"\n',
    { number: 9090 },
  ],
  [
    '"8080" selects the service port that forwards to 8080',
    '  port:\n    targetPort: "8080"\n',
    { number: 80 },
  ],
];
for (const [name, spec, port] of portCases) {
  test(`route port: ${name}`, () => {
    const ingress = objectOf(renderRoute(spec), 'Ingress', 'web');
    assert.equal(ingress['spec'].rules[0].http.paths[0].backend.service.port, port);
  });
}

test('an explicit host, subdomain and path are kept', () => {
  assert.is(
    objectOf(renderRoute('  host: shop.example.com\n  path: /api\n'), 'Ingress', 'web')['spec'].rules[0].host,
    'shop.example.com',
  );
  assert.is(
    objectOf(renderRoute('  path: /api\n'), 'Ingress', 'web')['spec'].rules[0].http.paths[0].path,
    '/api',
  );
  assert.is(
    objectOf(renderRoute('  subdomain: store\n'), 'Ingress', 'web')['spec'].rules[0].host,
    'store.apps.test',
  );
});

test('edge TLS with an inline certificate becomes a TLS Secret and a redirect', () => {
  const tls =
    '  tls:\n    termination: edge\n    insecureEdgeTerminationPolicy: Redirect\n    certificate: CERT\n    key: KEY\n    caCertificate: CA\n';
  const result = renderRoute(tls);
  const ingress = objectOf(result, 'Ingress', 'web');
  assert.equal(ingress['spec'].tls, [{ hosts: ['web-shop.apps.test'], secretName: 'web-tls' }]);
  assert.is(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/force-ssl-redirect'], 'true');
  const secret = objectOf(result, 'Secret', 'web-tls');
  assert.is(secret['type'], 'kubernetes.io/tls');
  assert.is(Buffer.from(secret['data']['tls.crt'], 'base64').toString(), 'CERT\nCA');
  assert.is(Buffer.from(secret['data']['tls.key'], 'base64').toString(), 'KEY');
});

test('passthrough TLS uses the ssl-passthrough annotation of ingress-nginx', () => {
  const ingress = objectOf(renderRoute('  tls:\n    termination: passthrough\n'), 'Ingress', 'web');
  assert.is(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/ssl-passthrough'], 'true');
  assert.equal(ingress['spec'].tls, [{ hosts: ['web-shop.apps.test'] }]);
});

test('reencrypt TLS talks HTTPS to the pod and verifies it with the destination CA', () => {
  const result = renderRoute('  tls:\n    termination: reencrypt\n    destinationCACertificate: DESTCA\n');
  const annotations = objectOf(result, 'Ingress', 'web').metadata.annotations ?? {};
  assert.is(annotations['nginx.ingress.kubernetes.io/backend-protocol'], 'HTTPS');
  assert.is(annotations['nginx.ingress.kubernetes.io/proxy-ssl-secret'], 'shop/web-destination-ca');
  assert.is(
    Buffer.from(objectOf(result, 'Secret', 'web-destination-ca')['data']['ca.crt'], 'base64').toString(),
    'DESTCA',
  );
});

test('passthrough with a key is an error, and the project is not rendered', () => {
  const result = renderRoute('  tls:\n    termination: passthrough\n    key: KEY\n    certificate: CERT\n');
  assert.equal(
    result.problems.map((p) => p.code),
    ['ROUTE_TLS_INVALID'],
  );
  assert.equal(result.projects, []);
  assert.equal(
    result.skipped.map((s) => s.name),
    ['shop'],
  );
});

test('routes.mode openshift keeps native Routes', () => {
  const settings = 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nroutes:\n  mode: openshift\n';
  const kept = objectOf(renderRoute('  host: shop.example.com\n', settings), 'Route', 'web');
  assert.is(kept.apiVersion, 'route.openshift.io/v1');
  assert.is(kept['spec'].host, 'shop.example.com');
});

test('when two routes claim one host, the older wins and the other is reported', () => {
  const older = route('  host: shop.example.com\n', 'old').replace(
    'name: old',
    'name: old\n  creationTimestamp: "2020-01-01T00:00:00Z"',
  );
  const newer = route('  host: shop.example.com\n', 'new');
  // The newer one comes first in file order: age, not position, decides.
  const result = renderFiles({ [APP]: `${service}---\n${newer}---\n${older}` }, { settings: SETTINGS });
  const ingresses = result.projects[0]?.objects
    .filter((o) => o.kind === 'Ingress')
    .map((o) => o.metadata.name);
  assert.equal(ingresses, ['old']);
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.line]),
    [['ROUTE_HOST_CONFLICT', 'warning', 22]],
  );
});

test('without timestamps the first route in repository order wins', () => {
  const files = {
    'projects/alpha/a.yaml': `${service}---\n${route('  host: shared.example.com\n')}`,
    'projects/beta/b.yaml': `${service}---\n${route('  host: shared.example.com\n')}`,
  };
  const result = renderFiles(files, { settings: SETTINGS });
  assert.ok(result.projects.find((p) => p.name === 'alpha')?.objects.some((o) => o.kind === 'Ingress'));
  assert.not.ok(result.projects.find((p) => p.name === 'beta')?.objects.some((o) => o.kind === 'Ingress'));
  assert.equal(
    result.problems.map((p) => [p.code, p.project]),
    [['ROUTE_HOST_CONFLICT', 'beta']],
  );
});

test.run();
