import type { Problem } from '../errors/index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import type { RepositorySettings } from '../model/settings.js';
import type { IntOrString } from '../model/generated/index.js';
import { typedObject } from '../model/typed-object.js';
import { asRecord, asRecordList } from '../model/values.js';
import type { KubeObject } from './kube-object.js';
import { renderRouteTls } from './route-tls.js';

export interface RenderedRoute {
  readonly objects: readonly KubeObject[];
  readonly problems: readonly Problem[];
}

/**
 * Route → networking.k8s.io/v1 Ingress (plus TLS Secrets), or the Route
 * itself when the repository targets OpenShift (`routes.mode: openshift`).
 */
export function renderRoute(
  project: string,
  manifest: Manifest,
  host: string,
  services: ReadonlyMap<string, Manifest>,
  settings: RepositorySettings,
): RenderedRoute {
  const { metadata, spec } = typedObject(manifest, 'Route');
  const labels = { ...metadata.labels };
  if (settings.routes.mode === 'openshift') {
    const route: KubeObject = {
      apiVersion: 'route.openshift.io/v1',
      kind: 'Route',
      metadata: {
        name: manifest.name,
        namespace: project,
        labels,
        annotations: { ...metadata.annotations },
      },
      spec,
    };
    return { objects: [route], problems: [] };
  }
  const problems: Problem[] = [];
  const at = (
    path: (string | number)[],
    code: Problem['code'],
    message: string,
    severity: Problem['severity'],
  ): void => {
    problems.push(
      problemAt(manifest.source, [...manifest.basePath, ...path], code, message, { severity, project }),
    );
  };
  const serviceName = spec.to.name;
  if ((spec.alternateBackends ?? []).length > 0) {
    at(
      ['spec', 'alternateBackends'],
      'ROUTE_UNSUPPORTED',
      'an Ingress sends traffic to one Service; alternateBackends and weights are ignored',
      'warning',
    );
  }
  const tls = renderRouteTls(project, manifest.name, host, spec.tls, settings.ingress.controller);
  if (tls.invalid !== undefined) at(['spec', 'tls'], 'ROUTE_TLS_INVALID', tls.invalid, 'error');
  if (tls.unsupported !== undefined)
    at(['spec', 'tls', 'termination'], 'ROUTE_UNSUPPORTED', tls.unsupported, 'warning');

  const path = spec.path === undefined || spec.path === '' ? '/' : spec.path;
  const port = servicePort(services.get(serviceName), spec.port?.targetPort);
  const ingressSpec: Record<string, unknown> = {
    ...(settings.ingress.className === undefined ? {} : { ingressClassName: settings.ingress.className }),
    ...(tls.tls === undefined ? {} : { tls: [tls.tls] }),
    rules: [
      {
        host,
        http: { paths: [{ path, pathType: 'Prefix', backend: { service: { name: serviceName, port } } }] },
      },
    ],
  };
  const ingress: KubeObject = {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: manifest.name,
      namespace: project,
      labels,
      annotations: { ...metadata.annotations, ...tls.annotations },
    },
    spec: ingressSpec,
  };
  return { objects: [ingress, ...tls.secrets], problems };
}

/**
 * A Route names the *target* port (the pod's) or nothing; an Ingress needs a
 * port of the Service. The Service's port list says which one forwards there.
 * OpenShift's router compares the port's text with an endpoint's port name and
 * number alike, and a port name always holds a letter: so `"8080"` is the
 * number 8080, never a port named "8080".
 */
export function servicePort(
  service: Manifest | undefined,
  written: IntOrString | undefined,
): { number: number } | { name: string } {
  const targetPort = numberInText(written);
  const ports = asRecordList(asRecord(service?.object['spec'])['ports']).map(
    (port): Readonly<Record<string, unknown>> => ({ ...port, targetPort: numberInText(port['targetPort']) }),
  );
  const matches = (port: Readonly<Record<string, unknown>>): boolean => {
    if (targetPort === undefined) return true;
    if (typeof targetPort === 'string')
      return port['name'] === targetPort || port['targetPort'] === targetPort;
    return (
      port['targetPort'] === targetPort || (port['targetPort'] === undefined && port['port'] === targetPort)
    );
  };
  const found = ports.find(matches);
  if (found !== undefined && typeof found['port'] === 'number') return { number: found['port'] };
  if (typeof targetPort === 'number') return { number: targetPort };
  if (typeof targetPort === 'string') return { name: targetPort };
  return { number: 80 };
}

/** `"8080"` as 8080; anything else as it is. */
function numberInText<T>(value: T): T | number {
  return typeof value === 'string' && /^[0-9]{1,5}$/.test(value) ? Number(value) : value;
}
