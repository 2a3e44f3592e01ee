import type { KubeObject } from '../render/kube-object.js';
import { asRecord, asString, isRecord } from '../model/values.js';

export type Rebinding = { readonly object: KubeObject } | { readonly refused: string };

/**
 * A RoleBinding's ServiceAccount subjects of the project's own namespace are
 * the preview's own accounts: they move with it. A subject of any other
 * namespace is refused: a pull request must not reach across namespaces.
 */
export function rebindSubjects(object: KubeObject, project: string, namespace: string): Rebinding {
  if (object.kind !== 'RoleBinding') return { object };
  const subjects = asRecord(object)['subjects'];
  if (!Array.isArray(subjects)) return { object };
  const moved: unknown[] = [];
  for (const subject of subjects) {
    const at = isRecord(subject) ? subject['namespace'] : undefined;
    if (!isRecord(subject) || at === undefined || at === '') moved.push(subject);
    else if (at === project) moved.push({ ...subject, namespace });
    else
      return {
        refused: `binds ${asString(subject['kind']) ?? 'a subject'} '${asString(subject['name']) ?? ''}' of namespace '${asString(at) ?? JSON.stringify(at)}': a preview grants nothing to or from other namespaces`,
      };
  }
  return { object: { ...object, subjects: moved } };
}
