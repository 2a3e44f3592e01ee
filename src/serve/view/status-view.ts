import type { BuildRecord } from '../../buildplan/build-record.js';
import type { HealthStatus } from '../../reconciler/health.js';

/**
 * What serve shows people: the read model behind the status page and the
 * JSON API (`/api/v1/projects`, `/objects`, `/events`, `/builds`,
 * `/previews`). One shape for both, so the page shows exactly what the API
 * answers and `gitshift status --server` prints.
 */

/** One page of a listing; `continue` given back asks for the next. */
export interface Page<T> {
  readonly items: readonly T[];
  /** Absent on the last page. */
  readonly continue?: string;
}

export interface PageQuery {
  /** Items per page. Default: 50; at most 500. */
  readonly limit?: number | undefined;
  /** The `continue` of the page before. */
  readonly continue?: string | undefined;
}

/**
 * Where a project stands against Git: Synced (the cluster has the tracked
 * commit), Syncing (queued or running), OutOfSync (a newer commit is not
 * applied yet), Failed (the last sync failed), Blocked (its manifests have
 * errors), Unknown (not synced by this serve yet).
 */
export type SyncState = 'Synced' | 'Syncing' | 'OutOfSync' | 'Failed' | 'Blocked' | 'Unknown';

export interface ProjectSummary {
  readonly name: string;
  readonly syncState: SyncState;
  /** Why it is in that state, for people. */
  readonly syncReason?: string | undefined;
  /** The commit the cluster was last synced to (full SHA), when recorded. */
  readonly revision?: string | undefined;
  /** The commit serve reconciles to now. */
  readonly desiredRevision?: string | undefined;
  /** Worst health of its objects, read live; Missing when nothing is applied. */
  readonly health: HealthStatus;
  readonly objects: number;
  /** ISO time a sync last changed something. */
  readonly lastChangedAt?: string | undefined;
  readonly lastError?: { readonly message: string; readonly at: string } | undefined;
  /** The last drift seen: objects changed behind Git's back, and whether they were put back. */
  readonly drift?:
    | {
        readonly at: string;
        readonly healed: boolean;
        readonly objects: readonly { readonly object: string; readonly fields: readonly string[] }[];
      }
    | undefined;
  /** Why it is not applied, with its first manifest errors (Blocked only). */
  readonly blocked?: { readonly reason: string; readonly errors: readonly string[] } | undefined;
  /** Which replica's shard holds it, when serve runs sharded. */
  readonly shard?: number | undefined;
  /** Its objects that are not Healthy, with why (the CLI's status lists them). */
  readonly unhealthy?: readonly ProjectObject[] | undefined;
}

/** One project with all its objects: GET /api/v1/projects/<name>. */
export type ProjectDetail = ProjectSummary & { readonly objectList: readonly ProjectObject[] };

export interface ProjectObject {
  readonly apiVersion: string;
  readonly kind: string;
  readonly namespace?: string | undefined;
  readonly name: string;
  readonly health: HealthStatus;
  /** Why, when not Healthy. */
  readonly message: string;
}

/**
 * Something serve saw or did, newest first: a webhook and what it started,
 * an image update, a write-back commit, a sync, a build, a preview.
 */
export interface ActivityEntry {
  /** ISO time. */
  readonly at: string;
  /** `webhook`, `image-update`, `write-back`, `sync`, `build`, `preview`. */
  readonly kind: string;
  /** One line for people. */
  readonly summary: string;
  /** The project concerned, when there is one. */
  readonly project?: string | undefined;
  /** Where to see more: the commit on the forge, the build's page, a preview's URL. */
  readonly link?: string | undefined;
  /** Everything else recorded, as on /status. */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface PreviewSummary {
  /** `owner/name#number` of the pull request. */
  readonly pull: string;
  readonly project: string;
  readonly namespace: string;
  /** The preview's hosts as URLs, when its Routes/Ingresses have hosts. */
  readonly urls: readonly string[];
  /** The PR head it runs. */
  readonly head?: string | undefined;
  readonly health: HealthStatus;
  /** ISO time it was created. */
  readonly createdAt?: string | undefined;
}

export type BuildSummary = BuildRecord;

/** The read model: every call reads state serve holds or the cluster has now. */
export interface StatusView {
  /** `visible`: only these projects (those a Keystone caller may view); default: all. */
  projects(
    query?: PageQuery,
    visible?: (names: readonly string[]) => Promise<ReadonlySet<string>>,
  ): Promise<Page<ProjectSummary>>;
  /** One project with its objects; undefined when serve knows no such project. */
  project(name: string): Promise<ProjectDetail | undefined>;
  activity(query?: PageQuery & { readonly project?: string | undefined }): Promise<Page<ActivityEntry>>;
  builds(query?: PageQuery & { readonly project?: string | undefined }): Promise<Page<BuildSummary>>;
  /** A build's log so far (cut to the runner's log limit); undefined for an unknown build. */
  buildLog(project: string, name: string): Promise<string | undefined>;
  previews(query?: PageQuery): Promise<Page<PreviewSummary>>;
  /**
   * Calls `listener` (debounced) whenever something shown may have changed:
   * the page's live updates. Returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void;
}
