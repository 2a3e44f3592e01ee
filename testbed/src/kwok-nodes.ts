/** The fake nodes kwok manages: only nodes annotated `kwok.x-k8s.io/node=fake`, so never the real node. */
export const FAKE_NODES = ['kwok-node-0', 'kwok-node-1', 'kwok-node-2'];

export function fakeNode(name: string): string {
  return [
    'apiVersion: v1',
    'kind: Node',
    'metadata:',
    `  name: ${name}`,
    '  annotations:',
    '    kwok.x-k8s.io/node: fake',
    '    node.alpha.kubernetes.io/ttl: "0"',
    '  labels:',
    '    type: kwok',
    `    kubernetes.io/hostname: ${name}`,
    '    kubernetes.io/os: linux',
    '    kubernetes.io/arch: amd64',
    'status:',
    '  allocatable: {cpu: "32", memory: 256Gi, pods: "110"}',
    '  capacity: {cpu: "32", memory: 256Gi, pods: "110"}',
    '',
  ].join('\n');
}
