import { stringify } from 'yaml';
import type { RealNode } from './real-node.js';

/**
 * A project whose Deployment runs busybox httpd on the real node serving
 * `page`, a Service in front of it, and (with `host`) an OpenShift Route,
 * which gitshift renders as an Ingress.
 */
export function webProject(
  node: RealNode,
  project: string,
  page: string,
  host?: string,
): Record<string, string> {
  const dir = `projects/${project}`;
  const files: Record<string, string> = {
    [`${dir}/web.yaml`]: stringify({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
      spec: {
        replicas: 1,
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: {
            nodeSelector: { ...node.nodeSelector },
            tolerations: node.tolerations.map((t) => ({ ...t })),
            terminationGracePeriodSeconds: 1,
            containers: [
              {
                name: 'web',
                image: node.images.busybox,
                command: [
                  'sh',
                  '-c',
                  'mkdir -p /www && printf %s "$PAGE" > /www/index.html && exec httpd -f -p 8080 -h /www',
                ],
                env: [{ name: 'PAGE', value: page }],
                ports: [{ containerPort: 8080 }],
                // Ready only once httpd serves: the EndpointSlice then lists the pod and Traefik routes to it.
                readinessProbe: { httpGet: { path: '/', port: 8080 }, periodSeconds: 1 },
              },
            ],
          },
        },
      },
    }),
    [`${dir}/service.yaml`]: stringify({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'web' },
      spec: { selector: { app: 'web' }, ports: [{ name: 'http', port: 80, targetPort: 8080 }] },
    }),
  };
  if (host !== undefined)
    files[`${dir}/route.yaml`] = stringify({
      apiVersion: 'route.openshift.io/v1',
      kind: 'Route',
      metadata: { name: 'web' },
      spec: { host, to: { kind: 'Service', name: 'web' }, port: { targetPort: 8080 } },
    });
  return files;
}
