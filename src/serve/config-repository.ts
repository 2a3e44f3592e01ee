import { GitshiftError } from '../errors/index.js';
import { ConfigSource, type SourceUpdate } from '../source/config-source.js';
import { loadRepositorySteps, type ProjectLoadCache } from '../model/load-repository.js';
import { runSliced } from '../runtime/index.js';
import type { RepositoryModel } from '../model/project-model.js';
import { createSchemaValidator } from '../model/schema-validator.js';
import { bundledSchemas } from '../model/schemas.js';
import { processTemplate } from '../templates/index.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { ResolvedServeConfig } from './serve-config.js';

/** A new head of the tracked branch, loaded. */
export interface RepositoryChange {
  readonly previous: string | undefined;
  readonly head: string;
  /** Projects whose folders changed since `previous`. */
  readonly projects: readonly string[];
  /** gitshift.yaml changed: every project may render differently. */
  readonly settings: boolean;
  readonly model: RepositoryModel;
  /** How long reading and loading the snapshot took. */
  readonly loadMs: number;
}

/** The tracked branch of the config repository, as the daemon sees it. */
export interface ConfigRepository {
  /** Polls, and calls `onChange` with each new head loaded; one call at a time. */
  start(onChange: (change: RepositoryChange) => void | Promise<void>): void;
  /** Fetches as soon as possible (a push webhook, a write-back commit); calls made during a fetch share the next. */
  fetchNow(): void;
  /** The last fetch's error, masked; undefined once a fetch succeeds. */
  lastError(): string | undefined;
  /** The newest fetched commit that could not be loaded, and why; undefined once a commit loads. */
  lastLoadFailure(): LoadFailure | undefined;
  /** The URL, safe to print. */
  describe(): string;
  stop(): Promise<void>;
}

/** A fetched commit the daemon could not take: not a fetch error, and not a project's manifest problems (those block only that project). */
export interface LoadFailure {
  readonly commit: string;
  readonly code: string;
  readonly message: string;
}

export interface ConfigRepositoryOptions {
  readonly workDir: string;
  readonly templateSeed: string | undefined;
  /** serve's `source` logger. */
  readonly log: Logger;
  readonly metrics?: ServeMetrics | undefined;
}

/** Opens the config repository's source with the configured credentials and loads each head it fetches. */
export async function openConfigRepository(
  config: Pick<ResolvedServeConfig, 'repository'>,
  { workDir, templateSeed, log, metrics }: ConfigRepositoryOptions,
): Promise<ConfigRepository> {
  const { url, branch, path, pollIntervalMs, credentials } = config.repository;
  let lastError: string | undefined;
  let loadFailure: LoadFailure | undefined;
  const source = new ConfigSource({
    url,
    branch,
    path,
    workDir,
    credentials,
    // serve fetches on every poll and push webhook for days: one SSH handshake, not one per fetch.
    reuseSshConnections: true,
    log: (event) => {
      // A fetch that worked clears the error /readyz and /status show, whether or not it brought a commit.
      if (event.type === 'fetched') {
        lastError = undefined;
        metrics?.fetched(event.ms / 1000);
        // A poll that brought nothing is the usual case: worth a line only when debugging.
        const fields = { head: event.head.slice(0, 12), changed: event.changed, ms: Math.round(event.ms) };
        if (event.changed) log.info(fields, 'fetched');
        else log.debug(fields, 'fetched');
      } else if (event.type === 'full-fetch') log.info({ message: event.message }, 'full-fetch');
    },
  });
  await source.open();
  // The schemas compile once; each revision is then validated in microseconds per object.
  const validator = createSchemaValidator(bundledSchemas());
  // A commit usually changes a folder or two: the others are taken from the last load, not parsed again.
  const cache: ProjectLoadCache = new Map();
  const load = async (update: SourceUpdate): Promise<RepositoryChange> => {
    const started = performance.now();
    const snapshot = await source.snapshot(update.head);
    // In slices: webhook deliveries and probes keep being answered while thousands of files load.
    const model = await runSliced(
      loadRepositorySteps(snapshot, { validator, processTemplate, templateSeed, cache }),
    );
    const loadMs = Math.round(performance.now() - started);
    return {
      previous: update.previous,
      head: update.head,
      projects: update.changed.projects,
      settings: update.changed.settings,
      model,
      loadMs,
    };
  };
  return {
    start(onChange) {
      source.start({
        intervalMs: pollIntervalMs,
        onChange: async (update) => {
          try {
            await onChange(await load(update));
          } catch (error) {
            throw loadFailed(update.head, error);
          }
          loadFailure = undefined;
        },
        onError: (error, retryInMs) => {
          const message = error instanceof Error ? error.message : String(error);
          const code = error instanceof GitshiftError ? error.code : undefined;
          // The fetch worked and the commit is here: what failed is taking it, and /readyz must say so.
          if (error instanceof GitshiftError && error.code === 'CONFIG_LOAD_FAILED') {
            loadFailure = { commit: String(error.data['commit']), code: error.code, message };
            log.error(
              { code, commit: loadFailure.commit.slice(0, 12), error: message, retryInMs },
              'load-failed',
            );
            return;
          }
          lastError = message;
          metrics?.fetchFailed();
          log.warn({ code, error: lastError, retryInMs }, 'fetch-failed');
        },
      });
    },
    fetchNow() {
      // A failure is reported to onError by the poller; the promise only says when this round ended.
      void source.requestFetch().catch(() => undefined);
    },
    lastError: () => lastError,
    lastLoadFailure: () => loadFailure,
    describe: () => source.url,
    stop: () => source.stop(),
  };
}

/**
 * A commit that was fetched but could not be loaded or taken. The poller offers
 * the same head again after its backoff, which is right for a fault of the
 * machine (a broken object store, a full disk); the loader itself reports
 * every problem of content as data, so content alone never lands here.
 */
function loadFailed(commit: string, error: unknown): GitshiftError {
  const reason = error instanceof Error ? error.message : String(error);
  const cause = error instanceof GitshiftError ? ` [${error.code}]` : '';
  return new GitshiftError(
    'CONFIG_LOAD_FAILED',
    `commit ${commit.slice(0, 12)} was fetched but could not be loaded: ${reason}${cause}`,
    { commit },
    { cause: error },
  );
}
