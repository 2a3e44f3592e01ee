import type { Manifest } from './manifest.js';
import { isRecord } from './values.js';

/**
 * A manifest of an OpenShift kind with every field whose value is null left
 * out. To the API server's decoder a null is the field left out (a nil map,
 * list or pointer; no effect on anything else), and `oc get -o yaml` exports
 * write them (`nodeSelector: null`, `annotations: null`, `triggers: null`).
 * A null in a list stays, for the schema to report. Other kinds pass through
 * as they are: the API server reads them.
 */
export function withoutNulls(manifest: Manifest): Manifest {
  if (manifest.openshiftKind === undefined || !holdsNullField(manifest.object)) return manifest;
  return { ...manifest, object: dropNullFields(manifest.object) };
}

function holdsNullField(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsNullField);
  if (!isRecord(value)) return false;
  return Object.values(value).some((field) => field === null || holdsNullField(field));
}

function dropNullFields(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(record)) {
    if (field === null) continue;
    // defineProperty, so that a key named __proto__ stays a key of its own.
    Object.defineProperty(out, key, {
      value: dropIn(field),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

function dropIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropIn);
  return isRecord(value) ? dropNullFields(value) : value;
}
