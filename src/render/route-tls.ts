import type { IngressController } from '../model/settings.js';
import type { TLSConfig } from '../model/generated/index.js';
import { routeTermination } from '../model/route-termination.js';
import type { KubeObject } from './kube-object.js';

export interface TlsRendering {
  /** The `spec.tls` entry of the Ingress. */
  readonly tls: { readonly hosts: readonly string[]; readonly secretName?: string } | undefined;
  readonly annotations: Readonly<Record<string, string>>;
  readonly secrets: readonly KubeObject[];
  /** What this controller cannot express, for a warning. */
  readonly unsupported: string | undefined;
  /** A contradiction in the Route's own TLS settings, for an error. */
  readonly invalid: string | undefined;
}

const NGINX = 'nginx.ingress.kubernetes.io';

/**
 * Route TLS as Ingress TLS: inline key and certificate become a TLS Secret;
 * passthrough and re-encrypt, which Ingress cannot say, become the annotations
 * of the configured controller (ingress-nginx, or OpenShift's own router).
 */
export function renderRouteTls(
  project: string,
  route: string,
  host: string,
  tls: TLSConfig | undefined,
  controller: IngressController,
): TlsRendering {
  const none: TlsRendering = {
    tls: undefined,
    annotations: {},
    secrets: [],
    unsupported: undefined,
    invalid: undefined,
  };
  if (tls === undefined) return none;
  const termination = routeTermination(tls.termination);
  const key = nonEmpty(tls.key);
  const certificate = nonEmpty(tls.certificate);
  const caCertificate = nonEmpty(tls.caCertificate);
  const destinationCA = nonEmpty(tls.destinationCACertificate);
  if ((key === undefined) !== (certificate === undefined)) {
    return { ...none, invalid: 'tls.key and tls.certificate must be given together' };
  }
  if (termination === 'passthrough' && (key !== undefined || destinationCA !== undefined)) {
    return {
      ...none,
      invalid: 'passthrough TLS ends at the pod: it takes no key, certificate or destinationCACertificate',
    };
  }
  if (termination === 'edge' && destinationCA !== undefined) {
    return { ...none, invalid: 'destinationCACertificate is only for reencrypt termination' };
  }
  const secrets: KubeObject[] = [];
  let secretName: string | undefined;
  if (key !== undefined && certificate !== undefined) {
    secretName = `${route}-tls`;
    const chain = caCertificate === undefined ? certificate : `${certificate.trimEnd()}\n${caCertificate}`;
    secrets.push(secret(project, secretName, 'kubernetes.io/tls', { 'tls.crt': chain, 'tls.key': key }));
  }
  const annotations: Record<string, string> = {};
  let unsupported: string | undefined;
  const policy = nonEmpty(tls.insecureEdgeTerminationPolicy) ?? 'None';
  if (controller === 'nginx') {
    annotations[`${NGINX}/ssl-redirect`] = policy === 'Allow' ? 'false' : 'true';
    if (policy === 'Redirect') annotations[`${NGINX}/force-ssl-redirect`] = 'true';
    if (termination === 'passthrough') annotations[`${NGINX}/ssl-passthrough`] = 'true';
    if (termination === 'reencrypt') {
      annotations[`${NGINX}/backend-protocol`] = 'HTTPS';
      if (destinationCA !== undefined) {
        const caSecret = `${route}-destination-ca`;
        secrets.push(secret(project, caSecret, 'Opaque', { 'ca.crt': destinationCA }));
        annotations[`${NGINX}/proxy-ssl-secret`] = `${project}/${caSecret}`;
        annotations[`${NGINX}/proxy-ssl-verify`] = 'on';
      }
    }
  } else if (controller === 'openshift') {
    annotations['route.openshift.io/termination'] = termination;
    if (policy !== 'None') annotations['route.openshift.io/insecureEdgeTerminationPolicy'] = policy;
    if (destinationCA !== undefined) {
      const caSecret = `${route}-destination-ca`;
      secrets.push(secret(project, caSecret, 'Opaque', { 'tls.crt': destinationCA }));
      annotations['route.openshift.io/destination-ca-certificate-secret'] = caSecret;
    }
  } else if (termination !== 'edge') {
    unsupported = `${termination} TLS has no ${controller} annotation that gitshift knows; it is rendered as edge TLS. Use ingress.controller nginx, or routes.mode openshift`;
  }
  return {
    tls: secretName === undefined ? { hosts: [host] } : { hosts: [host], secretName },
    annotations,
    secrets,
    unsupported,
    invalid: undefined,
  };
}

/** Secret data is base64 in `data`, not `stringData`, so that an unchanged Secret compares equal to the live one. */
function secret(project: string, name: string, type: string, values: Record<string, string>): KubeObject {
  const data: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    data[key] = Buffer.from(value, 'utf8').toString('base64');
  return { apiVersion: 'v1', kind: 'Secret', metadata: { name, namespace: project }, type, data };
}

function nonEmpty<T extends string>(value: T | undefined): T | undefined {
  return value === '' ? undefined : value;
}
