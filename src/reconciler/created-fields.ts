import {
  FIELD_MANAGER,
  type JsonPatchOperation,
  type KubeApi,
  type LiveObject,
  type ManagedFieldsEntry,
} from '../kube/kube-api.js';
import { KubeApiError } from '../kube/kube-error.js';
import type { KubeObject } from '../render/kube-object.js';
import type { PlannedObject } from './project-plan.js';

/**
 * The field manager of the objects gitshift creates. A create (POST) costs
 * the API server about a quarter less than the same object's first
 * server-side apply (bench/RESULTS.md, issue 19's fifth session), so gitshift
 * creates what is not there yet and applies what is. A POST records every
 * field under an Update entry, which a later apply would not take back: a
 * field Git later drops would stay. So the first time gitshift applies such an
 * object it first adopts the entry (`adoptCreatedFields`), and from then on
 * the object is exactly as if an apply had created it.
 */
export const CREATE_FIELD_MANAGER = 'gitshift-create';

/**
 * Where in `managedFields` gitshift's creation entry is, when gitshift has not
 * applied the object since it created it; undefined otherwise.
 */
export function creationToAdopt(
  managedFields: readonly ManagedFieldsEntry[] | undefined,
): number | undefined {
  if (managedFields === undefined) return undefined;
  const applied = managedFields.some(
    (entry) =>
      entry.manager === FIELD_MANAGER && entry.operation === 'Apply' && entry.subresource === undefined,
  );
  if (applied) return undefined;
  const index = managedFields.findIndex(
    (entry) =>
      entry.manager === CREATE_FIELD_MANAGER &&
      entry.operation === 'Update' &&
      entry.subresource === undefined,
  );
  return index < 0 ? undefined : index;
}

/**
 * The JSON patch that makes the creation entry at `index` gitshift's Apply
 * entry. Its tests make it fail (422) rather than rename another manager's
 * entry when the list has changed since it was read.
 */
export function adoptionPatch(index: number): JsonPatchOperation[] {
  const at = `/metadata/managedFields/${index}`;
  return [
    { op: 'test', path: `${at}/manager`, value: CREATE_FIELD_MANAGER },
    { op: 'test', path: `${at}/operation`, value: 'Update' },
    { op: 'replace', path: `${at}/manager`, value: FIELD_MANAGER },
    { op: 'replace', path: `${at}/operation`, value: 'Apply' },
  ];
}

/**
 * Creates the object under CREATE_FIELD_MANAGER. One that exists after all
 * (made since the live state was read, or not labelled as gitshift's) is
 * applied instead.
 */
export async function createObject(
  api: KubeApi,
  desired: KubeObject,
  signal: AbortSignal | undefined,
): Promise<LiveObject> {
  try {
    return await api.create(desired, { fieldManager: CREATE_FIELD_MANAGER, signal });
  } catch (error) {
    if (error instanceof KubeApiError && error.status === 409 && error.reason === 'AlreadyExists')
      return api.apply(desired, { signal });
    throw error;
  }
}

/**
 * Makes gitshift's creation entry of a live object its Apply entry, if it
 * has one. Returns the planned object with the live object the server
 * answered, so a second write of it adopts nothing. When the entries moved
 * since the live state was read (the patch's test fails), reads the object
 * again and adopts once more.
 */
export async function adoptCreatedFields(
  api: KubeApi,
  object: PlannedObject,
  signal: AbortSignal | undefined,
): Promise<PlannedObject> {
  const index = creationToAdopt(object.live?.metadata.managedFields);
  if (index === undefined) return object;
  try {
    return { ...object, live: await api.jsonPatch(object.ref, adoptionPatch(index), { signal }) };
  } catch (error) {
    if (!(error instanceof KubeApiError && error.status === 422)) throw error;
  }
  const fresh = await api.get(object.ref, { signal });
  const again = creationToAdopt(fresh?.metadata.managedFields);
  if (fresh === undefined || again === undefined) return { ...object, live: fresh };
  return { ...object, live: await api.jsonPatch(object.ref, adoptionPatch(again), { signal }) };
}

/** Writes a planned object: created when it is not live, applied (its creation adopted first) when it is. */
export async function writePlanned(
  api: KubeApi,
  object: PlannedObject,
  signal: AbortSignal | undefined,
): Promise<LiveObject> {
  if (object.live === undefined) return createObject(api, object.desired, signal);
  await adoptCreatedFields(api, object, signal);
  return api.apply(object.desired, { signal });
}
