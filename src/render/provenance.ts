import type { Manifest } from '../model/manifest.js';
import { formatFieldPath } from '../yaml/read/field-path.js';
import type { KubeObject } from './kube-object.js';

export const MANAGED_BY_LABEL = 'app.kubernetes.io/managed-by';
export const MANAGED_BY_VALUE = 'gitshift';
export const PROJECT_LABEL = 'gitshift.io/project';
export const SOURCE_FILE_ANNOTATION = 'gitshift.io/source-file';
export const SOURCE_DOCUMENT_ANNOTATION = 'gitshift.io/source-document';
export const TEMPLATE_ANNOTATION = 'gitshift.io/template';

/** Where a rendered object came from: a document of a file, possibly an item or template object inside it. */
export interface Origin {
  readonly project: string;
  readonly file: string;
  /** `2` for the third document of the file, `2/items[0]` for an item of a List in it. */
  readonly document: string;
  readonly template: string | undefined;
}

export function originOf(project: string, manifest: Manifest): Origin {
  const inner = formatFieldPath(manifest.basePath);
  return {
    project,
    file: manifest.source.file,
    document: inner === '' ? String(manifest.source.index) : `${manifest.source.index}/${inner}`,
    template: manifest.template,
  };
}

/**
 * Stamps an object with gitshift's ownership label, its project and its source.
 * The commit is deliberately left out: it would change every object on every
 * commit, and an unchanged object must not be written again.
 */
export function withProvenance<T extends KubeObject>(object: T, origin: Origin): T {
  const { labels = {}, annotations = {} } = object.metadata;
  const stamped: Record<string, string> = {
    ...annotations,
    [SOURCE_FILE_ANNOTATION]: origin.file,
    [SOURCE_DOCUMENT_ANNOTATION]: origin.document,
  };
  if (origin.template !== undefined) stamped[TEMPLATE_ANNOTATION] = origin.template;
  return {
    ...object,
    metadata: {
      ...object.metadata,
      labels: { ...labels, [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [PROJECT_LABEL]: origin.project },
      annotations: stamped,
    },
  };
}
