import { BUILD_API_GROUP, BUILD_KIND, BUILD_PLURAL } from '../../buildplan/build-record.js';
import type { KubeObject } from '../../render/kube-object.js';

/**
 * The CustomResourceDefinition of gitshift's Build records. The schema keeps
 * spec and status open (`x-kubernetes-preserve-unknown-fields`) below their
 * named fields: the record is written by gitshift alone, and a schema that
 * refused a field a newer gitshift adds would strand records across an
 * upgrade. The printer columns are what `kubectl get builds.gitshift.io`
 * shows, the same columns as `oc get builds`.
 */
export function buildCrd(): KubeObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${BUILD_PLURAL}.${BUILD_API_GROUP}` },
    spec: {
      group: BUILD_API_GROUP,
      scope: 'Namespaced',
      names: { plural: BUILD_PLURAL, singular: 'build', kind: BUILD_KIND, listKind: `${BUILD_KIND}List` },
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: {
            openAPIV3Schema: {
              type: 'object',
              properties: {
                spec: {
                  type: 'object',
                  'x-kubernetes-preserve-unknown-fields': true,
                  properties: {
                    buildConfig: { type: 'string' },
                    number: { type: 'integer' },
                    strategy: { type: 'string' },
                  },
                },
                status: {
                  type: 'object',
                  'x-kubernetes-preserve-unknown-fields': true,
                  properties: {
                    phase: {
                      type: 'string',
                      enum: ['New', 'Pending', 'Running', 'Complete', 'Failed', 'Error', 'Cancelled'],
                    },
                    reason: { type: 'string' },
                    outputDigest: { type: 'string' },
                  },
                },
              },
            },
          },
          additionalPrinterColumns: [
            { name: 'Type', type: 'string', jsonPath: '.spec.strategy' },
            { name: 'From', type: 'string', jsonPath: '.spec.revision.commit' },
            { name: 'Status', type: 'string', jsonPath: '.status.phase' },
            { name: 'Reason', type: 'string', jsonPath: '.status.reason' },
            { name: 'Cause', type: 'string', jsonPath: '.spec.cause.type' },
            { name: 'Started', type: 'date', jsonPath: '.status.startTimestamp' },
            { name: 'Duration', type: 'integer', jsonPath: '.status.durationMs', priority: 1 },
          ],
        },
      ],
    },
  };
}
