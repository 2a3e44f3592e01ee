/** Enough to find one object in a cluster. */
export interface ObjectRef {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace?: string | undefined;
  readonly name: string;
}

/** `apps/Deployment/shop/web`: the identity of an object across apiVersion spellings of one group. */
export function refKey(ref: ObjectRef): string {
  return `${groupOf(ref.apiVersion)}/${ref.kind}/${ref.namespace ?? ''}/${ref.name}`;
}

export function refOf(object: {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
}): ObjectRef {
  const { apiVersion, kind, metadata } = object;
  return metadata.namespace === undefined
    ? { apiVersion, kind, name: metadata.name }
    : { apiVersion, kind, namespace: metadata.namespace, name: metadata.name };
}

export function describeRef(ref: ObjectRef): string {
  return ref.namespace === undefined ? `${ref.kind}/${ref.name}` : `${ref.kind}/${ref.namespace}/${ref.name}`;
}

export function groupOf(apiVersion: string): string {
  const slash = apiVersion.indexOf('/');
  return slash === -1 ? '' : apiVersion.slice(0, slash);
}
