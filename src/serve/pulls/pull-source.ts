import { performance } from 'node:perf_hooks';
import { loadRepository, type ProjectLoadCache } from '../../model/load-repository.js';
import type { RepositoryModel } from '../../model/project-model.js';
import { createSchemaValidator } from '../../model/schema-validator.js';
import { bundledSchemas } from '../../model/schemas.js';
import { renderRepository, type RenderResult } from '../../render/render-repository.js';
import { ConfigSource } from '../../source/config-source.js';
import { processTemplate } from '../../templates/index.js';
import type { ResolvedServeConfig } from '../serve-config.js';

/** A pull request's version of the config repository, loaded and rendered. */
export interface PullRevision {
  readonly commit: string;
  readonly model: RepositoryModel;
  readonly rendered: RenderResult;
  /** Fetching, reading, loading and rendering, in milliseconds. */
  readonly fetchMs: number;
  readonly loadMs: number;
}

/** The config repository's pull request heads. */
export interface PullSource {
  /** Fetches `refs/pull/<number>/head` (shallow) and loads and renders it. */
  load(number: number): Promise<PullRevision>;
  stop(): Promise<void>;
}

export interface PullSourceOptions {
  /** A folder of its own: the tracked branch's source fetches into another, and two fetches into one shallow repository collide. */
  readonly workDir: string;
  readonly templateSeed: string | undefined;
}

/**
 * Pull request heads of the config repository, fetched with the repository's
 * own credentials into a private repository of their own. Loads share one
 * cache of project folders, so a PR that changes three folders of a thousand
 * parses three, once the first PR has been loaded.
 */
export async function openPullSource(
  config: ResolvedServeConfig,
  options: PullSourceOptions,
): Promise<PullSource> {
  const { url, branch, path, credentials } = config.repository;
  const source = new ConfigSource({ url, branch, path, workDir: options.workDir, credentials });
  await source.open();
  const validator = createSchemaValidator(bundledSchemas());
  const cache: ProjectLoadCache = new Map();
  return {
    async load(number) {
      const started = performance.now();
      const commit = await source.fetchRef(`refs/pull/${number}/head`);
      const fetched = performance.now();
      const snapshot = await source.snapshot(commit);
      const model = loadRepository(snapshot, {
        validator,
        processTemplate,
        templateSeed: options.templateSeed,
        cache,
      });
      const rendered = renderRepository(model);
      return {
        commit,
        model,
        rendered,
        fetchMs: Math.round(fetched - started),
        loadMs: Math.round(performance.now() - fetched),
      };
    },
    stop: () => source.stop(),
  };
}
