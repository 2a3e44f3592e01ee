import type { LiveObject } from './kube-api.js';
import { listPath } from './object-path.js';
import type { GetJson } from './discovery.js';

export interface PagedList {
  /** The collection's path (`collectionPath`). */
  readonly collection: string;
  /** The kind listed: lists leave out each item's apiVersion and kind, which are put back. */
  readonly apiVersion: string;
  readonly kind: string;
  readonly labelSelector: string;
  /** Objects per page. */
  readonly pageSize: number;
  readonly signal?: AbortSignal | undefined;
}

interface ListAnswer {
  readonly items: LiveObject[];
  readonly metadata?: { readonly continue?: string };
}

/** A LIST, a page at a time, following each page's `continue` token until there is none. */
export async function* listPages(
  getJson: GetJson,
  { collection, apiVersion, kind, labelSelector, pageSize, signal }: PagedList,
): AsyncGenerator<LiveObject[]> {
  let continueToken = '';
  for (;;) {
    const list = await getJson<ListAnswer>(
      listPath(collection, { labelSelector, limit: pageSize, continueToken }),
      signal,
    );
    yield list.items.map((item) => ({ ...item, apiVersion, kind }));
    continueToken = list.metadata?.continue ?? '';
    if (continueToken === '') return;
  }
}
