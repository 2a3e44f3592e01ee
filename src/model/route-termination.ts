import type { TLSConfig } from './generated/index.js';

export type RouteTermination = 'edge' | 'passthrough' | 'reencrypt';

/**
 * The termination a Route's TLS means. OpenShift's route defaulting
 * (library-go `SetDefaults_TLSConfig`) takes `Edge`, `Passthrough` and
 * `Reencrypt` for the lowercase values, and the schema allows no other spelling.
 */
export function routeTermination(termination: TLSConfig['termination']): RouteTermination {
  return termination.toLowerCase() as RouteTermination;
}
