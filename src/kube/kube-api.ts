import type { KubeObject } from '../render/kube-object.js';
import type { ObjectRef } from './object-ref.js';

/** What every call takes: aborting the signal destroys the request in flight and ends retries with ABORTED. */
export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
}

export interface ApplyOptions extends CallOptions {
  readonly dryRun?: boolean;
  readonly fieldManager?: string;
}

export interface CreateOptions extends CallOptions {
  /** Who the server records as the owner of every field created. Default: the client's user agent. */
  readonly fieldManager?: string;
}

/** One operation of a JSON patch (RFC 6902); a failed `test` fails the whole patch with 422. */
export interface JsonPatchOperation {
  readonly op: 'test' | 'replace' | 'add' | 'remove';
  /** A JSON pointer: `/metadata/managedFields/0/operation`. */
  readonly path: string;
  readonly value?: unknown;
}

/** What the reconciler needs from a cluster; `http-kube-api.ts` is the real one. */
export interface KubeApi {
  /** The object, or undefined when it does not exist. */
  get(ref: ObjectRef, options?: CallOptions): Promise<LiveObject | undefined>;
  /** Objects of one kind carrying a label selector, across namespaces. */
  list(apiVersion: string, kind: string, labelSelector: string, options?: CallOptions): Promise<LiveObject[]>;
  /**
   * The same, a page at a time, so a caller that keeps only part of each
   * object never holds a whole large list at once.
   */
  listPages(
    apiVersion: string,
    kind: string,
    labelSelector: string,
    options?: CallOptions,
  ): AsyncIterable<LiveObject[]>;
  /** Server-side apply, forcing ownership of conflicting fields. The field manager is gitshift's unless given. */
  apply(object: KubeObject, options?: ApplyOptions): Promise<LiveObject>;
  /** Creates the object; one that exists already is a KubeApiError with status 409 (AlreadyExists). */
  create(object: KubeObject, options?: CreateOptions): Promise<LiveObject>;
  /**
   * Replaces the object (PUT). With `metadata.resourceVersion` set, an object
   * changed since it was read is a KubeApiError with status 409 (Conflict):
   * optimistic concurrency for Leases and Event series.
   */
  replace(object: KubeObject, options?: CallOptions): Promise<LiveObject>;
  /**
   * A JSON merge patch (RFC 7386) of an existing object: keys given are set,
   * keys given as null removed, everything else left as it is; the server
   * applies it to the latest version, so writers of different keys never
   * conflict. A missing object is a KubeApiError with status 404.
   */
  mergePatch(ref: ObjectRef, patch: Record<string, unknown>, options?: CallOptions): Promise<LiveObject>;
  /**
   * A JSON patch (RFC 6902) of an existing object, applied atomically: with a
   * `test` that fails, nothing changes and the answer is a KubeApiError with
   * status 422. A missing object is a KubeApiError with status 404.
   */
  jsonPatch(
    ref: ObjectRef,
    operations: readonly JsonPatchOperation[],
    options?: CallOptions,
  ): Promise<LiveObject>;
  /** Deletes, letting the garbage collector remove dependents; a missing object is not an error. */
  delete(ref: ObjectRef, options?: CallOptions): Promise<void>;
  /** Whether the cluster serves this kind (after a CRD is established, say). */
  serves(apiVersion: string, kind: string, options?: CallOptions): Promise<boolean>;
  /** Forgets what discovery learnt, so newly established CRDs are seen. */
  refreshDiscovery(): void;
  /** A raw GET of an API path, e.g. `/metrics`. */
  getText(path: string, options?: CallOptions): Promise<string>;
}

/** An object as the cluster returns it. */
export interface LiveObject extends KubeObject {
  readonly metadata: KubeObject['metadata'] & {
    readonly resourceVersion?: string;
    readonly uid?: string;
    readonly generation?: number;
    readonly deletionTimestamp?: string;
    /** Who owns which field (server-side apply); readLiveState keeps it only where gitshift must adopt its creation. */
    readonly managedFields?: readonly ManagedFieldsEntry[];
  };
}

/** One owner's fields, as the server keeps them; only what gitshift reads is typed. */
export interface ManagedFieldsEntry {
  readonly manager?: string;
  readonly operation?: string;
  readonly subresource?: string;
  readonly [field: string]: unknown;
}

export const FIELD_MANAGER = 'gitshift';
