import type { FieldPath } from '../yaml/read/field-path.js';
import type { OpenShiftKind } from './kinds.js';
import type { SourceDocument } from '../yaml/read/source-document.js';

/** One Kubernetes or OpenShift object of a project, with where it came from. */
export interface Manifest {
  readonly source: SourceDocument;
  /** Path of the object inside its document: `[]`, `['items', 2]` in a List, `['objects', 0]` in a Template. */
  readonly basePath: FieldPath;
  readonly apiVersion: string;
  readonly kind: string;
  readonly name: string;
  /** Set when the kind is one of OpenShift's and its apiVersion is accepted. */
  readonly openshiftKind: OpenShiftKind | undefined;
  /** The object as loaded (after template processing when it came from one). */
  readonly object: Readonly<Record<string, unknown>>;
  /** The Template this object was processed from, if any. */
  readonly template: string | undefined;
}

/** `apps.openshift.io/DeploymentConfig/frontend`: identity within a project, ignoring the spelling of apiVersion. */
export function manifestKey(
  manifest: Pick<Manifest, 'apiVersion' | 'kind' | 'name' | 'openshiftKind'>,
): string {
  const group = manifest.openshiftKind !== undefined ? 'openshift' : groupOf(manifest.apiVersion);
  return `${group}/${manifest.kind}/${manifest.name}`;
}

function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash === -1 ? '' : apiVersion.slice(0, slash);
}
