import { fileURLToPath } from 'node:url';
import { loadRepository } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { DEFAULT_SETTINGS, type PreviewSettings } from '../../../src/model/settings.js';
import type { PreviewOf } from '../../../src/previews/index.js';
import { renderRepository, type RenderedProject } from '../../../src/render/render-repository.js';
import { readDirectory } from '../../../src/snapshot/read-directory.js';
import { processTemplate } from '../../../src/templates/index.js';
import { loadFiles, testValidator, yaml } from '../../support/repo.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The previews: settings of gitshift.yaml's defaults, turned on. */
export const SETTINGS: PreviewSettings = { ...DEFAULT_SETTINGS.previews, enabled: true };

export const PULL: PreviewOf = {
  repository: 'acme/config',
  number: 42,
  headSha: '3f2a9c1d0b7e4f6a8c5d2e1b0a9f8e7d6c5b4a39',
  lastPush: '2026-11-20T10:00:00.000Z',
  prUrl: 'https://git.example.test/acme/config/pulls/42',
  fork: false,
  owner: 'acme-config',
};

/** An example repository of examples/, loaded. */
export function exampleModel(example: string): RepositoryModel {
  return loadRepository(readDirectory(`${ROOT}examples/${example}`), {
    validator: testValidator(),
    processTemplate,
    templateSeed: 'previews-seed',
  });
}

/** One project of an example, rendered; fails loudly when the example has problems. */
export function renderedExample(example: string, project: string): RenderedProject {
  return renderedOf(renderRepository(exampleModel(example)), project);
}

/**
 * A web shop as teams write them: a Project with members (one a CI account
 * of another namespace) and a quota, a Secret read by env, envFrom, a volume
 * and pull secrets, an autoscaled Deployment, a StatefulSet, a NodePort
 * Service, an Ingress of its own, a Route, a ServiceAccount bound in the
 * project, and cluster-scoped objects a PR might slip in.
 */
export const SHOP_FILES: Readonly<Record<string, string>> = {
  'projects/shop/project.yaml': yaml`
    apiVersion: project.openshift.io/v1
    kind: Project
    metadata:
      name: shop
      labels:
        team: payments
        pod-security.kubernetes.io/enforce: privileged
    spec:
      members:
        - kind: User
          name: alice
          role: admin
        - kind: ServiceAccount
          name: deployer
          namespace: ci
          role: edit
      quota:
        hard:
          pods: "50"
  `,
  'projects/shop/app.yaml': yaml`
    apiVersion: v1
    kind: Secret
    metadata:
      name: db-credentials
    stringData:
      password: hunter2
    ---
    apiVersion: v1
    kind: Secret
    metadata:
      name: registry-pull
    type: kubernetes.io/dockerconfigjson
    stringData:
      .dockerconfigjson: '{"auths":{}}'
    ---
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: web-config
    data:
      CURRENCY: EUR
    ---
    apiVersion: apps/v1
    kind: Deployment
    metadata:
      name: web
    spec:
      replicas: 4
      selector:
        matchLabels: { app: web }
      template:
        metadata:
          labels: { app: web }
        spec:
          serviceAccountName: web
          imagePullSecrets:
            - name: registry-pull
          initContainers:
            - name: migrate
              image: registry.example.test/shop/web:1.4.0
          containers:
            - name: web
              image: registry.example.test/shop/web:1.4.0
              envFrom:
                - configMapRef: { name: web-config }
              env:
                - name: DB_PASSWORD
                  valueFrom:
                    secretKeyRef: { name: db-credentials, key: password }
            - name: sidecar
              image: docker.io/library/busybox:1.36
    ---
    apiVersion: autoscaling/v2
    kind: HorizontalPodAutoscaler
    metadata:
      name: web
    spec:
      scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: web }
      minReplicas: 3
      maxReplicas: 12
    ---
    apiVersion: apps/v1
    kind: StatefulSet
    metadata:
      name: db
    spec:
      serviceName: db
      selector:
        matchLabels: { app: db }
      template:
        metadata:
          labels: { app: db }
        spec:
          volumes:
            - name: creds
              secret: { secretName: db-credentials }
          containers:
            - name: db
              image: docker.io/library/postgres:16
    ---
    apiVersion: v1
    kind: Service
    metadata:
      name: web
    spec:
      type: NodePort
      clusterIP: 10.96.0.40
      externalIPs: [203.0.113.7]
      externalTrafficPolicy: Local
      selector: { app: web }
      ports:
        - name: http
          port: 80
          targetPort: 8080
          nodePort: 30080
    ---
    apiVersion: v1
    kind: Service
    metadata:
      name: db
    spec:
      clusterIP: None
      selector: { app: db }
      ports:
        - port: 5432
    ---
    apiVersion: networking.k8s.io/v1
    kind: Ingress
    metadata:
      name: admin
    spec:
      tls:
        - hosts: [admin.shop.example.test]
          secretName: admin-tls
      rules:
        - host: admin.shop.example.test
          http:
            paths:
              - path: /
                pathType: Prefix
                backend:
                  service: { name: web, port: { number: 80 } }
    ---
    apiVersion: route.openshift.io/v1
    kind: Route
    metadata:
      name: web
    spec:
      host: shop.example.test
      to: { kind: Service, name: web }
    ---
    apiVersion: v1
    kind: ServiceAccount
    metadata:
      name: web
    ---
    apiVersion: rbac.authorization.k8s.io/v1
    kind: RoleBinding
    metadata:
      name: web-reads-config
    roleRef: { apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: view }
    subjects:
      - kind: ServiceAccount
        name: web
        namespace: shop
    ---
    apiVersion: rbac.authorization.k8s.io/v1
    kind: ClusterRoleBinding
    metadata:
      name: web-is-admin
    roleRef: { apiGroup: rbac.authorization.k8s.io, kind: ClusterRole, name: cluster-admin }
    subjects:
      - kind: ServiceAccount
        name: web
        namespace: shop
    ---
    apiVersion: v1
    kind: Namespace
    metadata:
      name: payments-prod
  `,
};

export function shopModel(settings?: string): RepositoryModel {
  return loadFiles(SHOP_FILES, settings === undefined ? {} : { settings });
}

export function renderedShop(): RenderedProject {
  return renderedOf(renderRepository(shopModel()), 'shop');
}

function renderedOf(result: ReturnType<typeof renderRepository>, project: string): RenderedProject {
  const errors = result.problems.filter((p) => p.severity === 'error');
  const found = result.projects.find((p) => p.name === project);
  if (found === undefined || errors.length > 0)
    throw new Error(`project ${project} did not render: ${result.problems.map((p) => p.message).join('; ')}`);
  return found;
}
