import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderPreview } from '../../../src/previews/index.js';
import { renderFiles } from '../../support/render.js';
import { yaml } from '../../support/repo.js';
import { PULL, SETTINGS } from './scenes.js';

const result = renderFiles({
  'projects/shop/routes.yaml': yaml`
    apiVersion: networking.k8s.io/v1
    kind: Ingress
    metadata:
      name: catch-all
    spec:
      rules:
        - http:
            paths:
              - path: /
                pathType: Prefix
                backend:
                  service: { name: web, port: { number: 80 } }
    ---
    apiVersion: networking.k8s.io/v1
    kind: Ingress
    metadata:
      name: fallback
    spec:
      defaultBackend:
        service: { name: web, port: { number: 80 } }
    ---
    apiVersion: gateway.networking.k8s.io/v1
    kind: HTTPRoute
    metadata:
      name: web
    spec:
      parentRefs:
        - name: public
          namespace: gateways
      hostnames: [shop.example.test]
      rules:
        - backendRefs:
            - name: web
              port: 80
    ---
    apiVersion: gateway.networking.k8s.io/v1
    kind: HTTPRoute
    metadata:
      name: everything
    spec:
      parentRefs:
        - name: public
          namespace: gateways
      rules:
        - backendRefs:
            - name: web
              port: 80
  `,
  'projects/shop/storage.yaml': yaml`
    apiVersion: v1
    kind: PersistentVolumeClaim
    metadata:
      name: data
    spec:
      accessModes: [ReadWriteOnce]
      volumeName: prod-data-volume
      resources:
        requests: { storage: 1Gi }
    ---
    apiVersion: v1
    kind: PersistentVolumeClaim
    metadata:
      name: copy
    spec:
      accessModes: [ReadWriteOnce]
      dataSourceRef:
        kind: PersistentVolumeClaim
        name: data
        namespace: payments-prod
      resources:
        requests: { storage: 1Gi }
  `,
});
const rendered = result.projects.find((p) => p.name === 'shop');

test('what a preview would take from outside its namespace is held back', () => {
  assert.ok(rendered, result.problems.map((p) => p.message).join('; '));
  const preview = renderPreview({ rendered, of: PULL, settings: SETTINGS });
  const left = new Map(preview.left.map((l) => [`${l.kind}/${l.name}`, l.reason]));
  assert.match(left.get('Ingress/catch-all') ?? '', /answers for every host/);
  assert.match(left.get('Ingress/fallback') ?? '', /defaultBackend/);
  assert.match(left.get('HTTPRoute/everything') ?? '', /no hostnames/);
  assert.match(left.get('PersistentVolumeClaim/copy') ?? '', /namespace 'payments-prod'/);
  const data = preview.objects.find((o) => o.metadata.name === 'data') as any;
  assert.is(data?.spec.volumeName, undefined, 'new storage, never a named volume');
  assert.equal(data?.spec.resources, { requests: { storage: '1Gi' } });
  const route = preview.objects.find((o) => o.kind === 'HTTPRoute') as any;
  assert.equal(route?.spec.hostnames, ['pr-42-shop.example.test']);
  assert.equal(
    route?.spec.parentRefs,
    [{ name: 'public', namespace: 'gateways' }],
    'attached to the shared Gateway',
  );
  assert.equal(preview.hosts, ['pr-42-shop.example.test']);
});

test.run();
