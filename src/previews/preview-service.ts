import type { KubeObject } from '../render/kube-object.js';
import { asRecord, isRecord } from '../model/values.js';

// Fields only a NodePort or LoadBalancer Service may carry (the API server refuses them on a ClusterIP one).
const EXTERNAL_FIELDS = [
  'externalTrafficPolicy',
  'healthCheckNodePort',
  'loadBalancerIP',
  'loadBalancerSourceRanges',
  'loadBalancerClass',
  'allocateLoadBalancerNodePorts',
];

/**
 * A Service as a preview may have it: reached through its route hosts only.
 * Node ports, cluster IPs and external IPs are cluster-wide: a preview
 * repeating production's fixed ones would be refused (or, for external IPs,
 * take production's traffic), and each preview opening a load balancer or
 * node port costs and exposes what nobody reviewed. So a NodePort or
 * LoadBalancer Service becomes ClusterIP, and fixed addresses are left to
 * the cluster to allocate. A headless Service (`clusterIP: None`) stays so.
 */
export function previewService(object: KubeObject): KubeObject {
  if (object.kind !== 'Service' || object.apiVersion !== 'v1') return object;
  const spec: Record<string, unknown> = { ...asRecord(object['spec']) };
  if (spec['type'] === 'NodePort' || spec['type'] === 'LoadBalancer') {
    spec['type'] = 'ClusterIP';
    for (const field of EXTERNAL_FIELDS) delete spec[field];
  }
  if (spec['clusterIP'] !== 'None') {
    delete spec['clusterIP'];
    delete spec['clusterIPs'];
  }
  delete spec['externalIPs'];
  if (Array.isArray(spec['ports']))
    spec['ports'] = spec['ports'].map((port: unknown) => {
      if (!isRecord(port) || port['nodePort'] === undefined) return port;
      const { nodePort: _nodePort, ...rest } = port;
      return rest;
    });
  return { ...object, spec };
}
