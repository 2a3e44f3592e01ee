import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { refKey } from '../kube/object-ref.js';
import { creationToAdopt } from './created-fields.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, PROJECT_LABEL } from '../render/provenance.js';

/** The live objects of one project, by `refKey`. */
export type LiveIndex = ReadonlyMap<string, LiveObject>;

/** Up to this many projects are named in the label selector; beyond it, everything gitshift manages is listed. */
const MAX_NAMED_PROJECTS = 40;

export interface KindRef {
  readonly apiVersion: string;
  readonly kind: string;
}

/**
 * Reads the live state of some projects with one LIST per kind, whatever the
 * number of projects, so an unchanged resync of thousands of objects costs a
 * handful of reads instead of one per object (or per project and kind).
 * Kinds the cluster does not serve yet (custom resources before their CRD)
 * simply have no live objects. `managedFields` is dropped on the way in (it is
 * often half of an object's size), except from the objects whose creation
 * gitshift has still to adopt.
 */
export async function readLiveState(
  api: KubeApi,
  kinds: readonly KindRef[],
  projects: readonly string[],
): Promise<ReadonlyMap<string, LiveIndex>> {
  const byProject = new Map<string, Map<string, LiveObject>>(projects.map((p) => [p, new Map()]));
  const selector =
    projects.length <= MAX_NAMED_PROJECTS
      ? `${PROJECT_LABEL} in (${projects.join(',')})`
      : `${MANAGED_BY_LABEL}=${MANAGED_BY_VALUE}`;
  const unique = new Map(kinds.map((k) => [`${k.apiVersion}/${k.kind}`, k]));
  await Promise.all(
    [...unique.values()].map(async ({ apiVersion, kind }) => {
      if (!(await api.serves(apiVersion, kind))) return;
      for await (const page of api.listPages(apiVersion, kind, selector)) {
        for (const object of page) {
          const index = byProject.get(object.metadata.labels?.[PROJECT_LABEL] ?? '');
          if (index === undefined) continue;
          const { managedFields, ...metadata } = object.metadata;
          const key = refKey({ apiVersion, kind, namespace: metadata.namespace, name: metadata.name });
          // Kept where the next apply must first adopt gitshift's creation entry (created-fields.ts).
          const kept =
            creationToAdopt(managedFields) === undefined ? metadata : { ...metadata, managedFields };
          index.set(key, { ...object, metadata: kept });
        }
      }
    }),
  );
  return byProject;
}
