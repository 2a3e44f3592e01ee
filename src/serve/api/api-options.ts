import type { BuildService } from '../../builds/build-service.js';
import type { KeystoneAccess } from '../../identity/keystone-access.js';
import type { Logger } from '../../observability/logger.js';
import type { Clock } from '../../runtime/index.js';
import type { ContainersApi } from './containers-api.js';
import type { DesiredRevision } from '../desired-state.js';
import type { StatusView } from '../view/status-view.js';

/** What a resync reaches: the revision (which projects exist) and the work queue. */
export interface ResyncTarget {
  readonly current: () => DesiredRevision | undefined;
  /** Queues the project (runs waiting already take it in: they see the newest revision). */
  readonly enqueue: (project: string) => void;
}

/** What createServeApi takes: the builds, the view, the tokens, the upload limits and where uploads go, the logger. */
export interface ApiOptions {
  readonly builds: BuildService;
  /** The read model of /projects, /events, /previews; without it those routes are 404. */
  readonly view?: StatusView | undefined;
  /** POST /projects/<name>/sync; without it that route is 404. */
  readonly resync?: ResyncTarget | undefined;
  /** /projects/<name>/containers (containers-api.ts); without it those routes are 404. */
  readonly containers?: ContainersApi | undefined;
  /** The bearer tokens accepted now, read from a file by the caller; asked on every request, so a rotated file takes effect at once. None turns actions off. */
  readonly tokens: () => readonly string[];
  /**
   * The judge of Keystone tokens (X-Auth-Token) for the revision loaded now;
   * undefined while gitshift.yaml names no Keystone. Default: none.
   */
  readonly keystone?: (() => KeystoneAccess | undefined) | undefined;
  /** Reads answer without a token (api.anonymousRead). Default: false. */
  readonly anonymousRead?: boolean;
  /** The largest binary build archive taken, in bytes. */
  readonly maxArchiveBytes: number;
  /** Where uploaded archives are kept until the build has them (on serve's state volume). */
  readonly uploadDir: string;
  /** The API's logger, its component already bound by the caller (`logger.child({ component: 'api' })`). */
  readonly log: Logger;
  /** The largest JSON body taken, in bytes. Default: 64 KiB. */
  readonly maxJsonBytes?: number;
  /** A JSON body must arrive within this many milliseconds. Default: 10 s. */
  readonly bodyTimeoutMs?: number;
  /**
   * A binary build's archive must arrive within this many milliseconds.
   * Default: 15 min. The HTTP server's own requestTimeout must be at least
   * this, or it cuts the upload first.
   */
  readonly uploadTimeoutMs?: number;
  /**
   * Whether this replica runs builds now: with several replicas only the
   * leader does, and a follower answers build actions 503 so the client asks
   * again (through a Service, likely another replica). Default: always.
   */
  readonly runsBuilds?: () => boolean;
  /** Default: SYSTEM_CLOCK. */
  readonly clock?: Clock;
  /**
   * Aborted when serve stops: followed logs are cut then (the client sees a
   * broken stream, not a finished log), since the HTTP server's close waits
   * for every request in flight and a follower would hold it until its build
   * ends. Default: never.
   */
  readonly stop?: AbortSignal;
}
