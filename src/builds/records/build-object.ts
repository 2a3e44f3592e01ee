import {
  BUILD_API_VERSION,
  BUILD_CONFIG_LABEL,
  BUILD_KIND,
  BUILD_NUMBER_ANNOTATION,
  type BuildPhase,
  type BuildRecord,
  type BuildRecordSpec,
  type BuildRecordStatus,
} from '../../buildplan/build-record.js';
import type { LiveObject } from '../../kube/kube-api.js';
import {
  PREVIEW_PR_LABEL,
  PREVIEW_REPOSITORY_LABEL,
  repositoryLabelValue,
} from '../../previews/preview-labels.js';
import type { ObjectRef } from '../../kube/object-ref.js';
import type { KubeObject } from '../../render/kube-object.js';

const PHASES: ReadonlySet<string> = new Set<BuildPhase>([
  'New',
  'Pending',
  'Running',
  'Complete',
  'Failed',
  'Error',
  'Cancelled',
]);

export function buildRef(namespace: string, name: string): ObjectRef {
  return { apiVersion: BUILD_API_VERSION, kind: BUILD_KIND, namespace, name };
}

/** The record as the object server-side apply writes: spec and status together (the CRD has no status subresource). */
export function buildRecordObject(record: BuildRecord): KubeObject {
  return {
    apiVersion: BUILD_API_VERSION,
    kind: BUILD_KIND,
    metadata: {
      name: record.name,
      namespace: record.namespace,
      labels: { [BUILD_CONFIG_LABEL]: record.spec.buildConfig, ...previewBuildLabels(record.spec) },
      annotations: { [BUILD_NUMBER_ANNOTATION]: String(record.spec.number) },
    },
    spec: record.spec,
    status: record.status,
  };
}

/**
 * A preview build's labels, the same the preview's namespace carries, so
 * `kubectl get builds.gitshift.io -l gitshift.io/preview-pr=7` lists a pull
 * request's builds.
 */
export function previewBuildLabels(spec: Pick<BuildRecordSpec, 'preview'>): Record<string, string> {
  if (spec.preview === undefined) return {};
  return {
    [PREVIEW_REPOSITORY_LABEL]: repositoryLabelValue(spec.preview.repository),
    [PREVIEW_PR_LABEL]: String(spec.preview.number),
  };
}

/**
 * A record read back from the cluster. Anything that is not one of ours in
 * a usable shape (edited by hand, written by another version) is undefined
 * rather than a guess: the caller says so and leaves it alone.
 */
export function recordOf(object: LiveObject): BuildRecord | undefined {
  const spec = object['spec'] as Partial<BuildRecordSpec> | undefined;
  const status = object['status'] as Partial<BuildRecordStatus> | undefined;
  const namespace = object.metadata.namespace;
  if (namespace === undefined || spec === undefined || typeof spec !== 'object') return undefined;
  if (typeof spec.buildConfig !== 'string' || typeof spec.number !== 'number') return undefined;
  if (spec.cause === undefined || typeof spec.strategy !== 'string') return undefined;
  const phase = status?.phase;
  return {
    namespace,
    name: object.metadata.name,
    spec: spec as BuildRecordSpec,
    status:
      status !== undefined && typeof phase === 'string' && PHASES.has(phase)
        ? (status as BuildRecordStatus)
        : { phase: 'New' },
    ...(typeof object.metadata['creationTimestamp'] === 'string'
      ? { creationTimestamp: object.metadata['creationTimestamp'] }
      : {}),
  };
}
