import type { KubeObject } from '../render/kube-object.js';
import { asRecord, asRecordList, asString } from '../model/values.js';

export type Reach = { readonly object: KubeObject } | { readonly refused: string };

/**
 * What a namespaced object can still take from outside its namespace, held
 * back in a preview: an Ingress or Gateway route without hosts answers for
 * every host of its controller (production's included); a claim naming a
 * PersistentVolume would take that very volume (production's data), so the
 * preview asks for new storage instead; a volume copied from another
 * namespace's claim would copy that namespace's data.
 */
export function holdReach(object: KubeObject, project: string): Reach {
  const spec = asRecord(object['spec']);
  if (object.kind === 'Ingress' && object.apiVersion.startsWith('networking.k8s.io/')) {
    const hostless = asRecordList(spec['rules']).some((rule) => (asString(rule['host']) ?? '') === '');
    if (hostless || spec['defaultBackend'] !== undefined)
      return {
        refused:
          'answers for every host (a rule without host, or a defaultBackend): a preview answers only on hosts of its own',
      };
  }
  if (isGatewayRoute(object) && !(Array.isArray(spec['hostnames']) && spec['hostnames'].length > 0))
    return {
      refused:
        'has no hostnames, so it answers for every host of its Gateway: a preview answers only on hosts of its own',
    };
  if (object.kind === 'PersistentVolumeClaim' && object.apiVersion === 'v1') {
    const from = asString(asRecord(spec['dataSourceRef'])['namespace']);
    if (from !== undefined && from !== project)
      return {
        refused: `copies its data from namespace '${from}': a preview reads nothing of other namespaces`,
      };
    if (spec['volumeName'] !== undefined) {
      const { volumeName: _volumeName, ...rest } = spec;
      return { object: { ...object, spec: rest } };
    }
  }
  return { object };
}

/** A Gateway API route kind that names hostnames. */
export function isGatewayRoute(object: KubeObject): boolean {
  return (
    object.apiVersion.startsWith('gateway.networking.k8s.io/') &&
    (object.kind === 'HTTPRoute' || object.kind === 'GRPCRoute' || object.kind === 'TLSRoute')
  );
}
