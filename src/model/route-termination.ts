import type { TLSConfig } from './generated/index.js';
import type { Manifest } from './manifest.js';
import { asRecord, isRecord } from './values.js';

export type RouteTermination = 'edge' | 'passthrough' | 'reencrypt';

/**
 * The termination a Route's TLS means. OpenShift's route defaulting
 * (library-go `SetDefaults_TLSConfig`) takes `Edge`, `Passthrough` and
 * `Reencrypt` for the lowercase values, and the schema allows no other spelling.
 */
export function routeTermination(termination: TLSConfig['termination']): RouteTermination {
  return termination.toLowerCase() as RouteTermination;
}

/**
 * A Route as OpenShift's route defaulting leaves it: `spec.tls` whose
 * termination is left out or empty, and that names no
 * destinationCACertificate, is edge TLS. With a destination CA nothing is
 * defaulted, and the schema reports the missing termination, as the API
 * server does. Other manifests are returned as they are.
 */
export function withTlsTerminationDefault(manifest: Manifest): Manifest {
  if (manifest.openshiftKind !== 'Route') return manifest;
  const spec = asRecord(manifest.object['spec']);
  const tls = spec['tls'];
  if (!isRecord(tls) || !isBlank(tls['termination']) || !isBlank(tls['destinationCACertificate']))
    return manifest;
  return {
    ...manifest,
    object: { ...manifest.object, spec: { ...spec, tls: { ...tls, termination: 'edge' } } },
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === '';
}
