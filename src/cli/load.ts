import { readFileSync } from 'node:fs';
import { GitshiftError } from '../errors/index.js';
import { loadRepository } from '../model/load-repository.js';
import type { RepositoryModel } from '../model/project-model.js';
import { createSchemaValidator } from '../model/schema-validator.js';
import { bundledSchemas } from '../model/schemas.js';
import { processTemplate } from '../templates/index.js';
import { readDirectory } from '../snapshot/read-directory.js';
import type { Snapshot } from '../snapshot/snapshot.js';

export const SEED_ENV = 'GITSHIFT_TEMPLATE_SEED';

/** The parseArgs option of every command that loads a config repository and can be asked to be strict. */
export const STRICT_FLAG = { strict: { type: 'boolean' } } as const;

/** The `Options:` line for STRICT_FLAG, indented to column `width`. */
export function strictHelp(width: number): string {
  const indent = ' '.repeat(width);
  return `  ${'--strict'.padEnd(width - 2)}unknown fields are errors, not warnings, and so are\n${indent}references to objects the repository does not define\n${indent}(default: validation.unknownFields and\n${indent}validation.references of gitshift.yaml, else warn)\n`;
}

export interface LoadOptions {
  /** Secret seed for generated template parameters. Default: none. */
  readonly seed?: string | undefined;
  /** Unknown fields and references to missing objects are errors. Default: false, gitshift.yaml decides. */
  readonly strict?: boolean | undefined;
  /**
   * Without a seed, generated parameters take public placeholder values, so a
   * repository validates without the secret; never for what is rendered or
   * applied. Default: false.
   */
  readonly placeholders?: boolean | undefined;
}

/** Loads a config repository directory with the bundled schemas. */
export function loadDirectory(directory: string, options: LoadOptions = {}): RepositoryModel {
  return loadSnapshot(readDirectory(directory), options);
}

/** Loads a config repository's files (a directory, or a git commit's tree) with the bundled schemas. */
export function loadSnapshot(
  snapshot: Snapshot,
  { seed, strict = false, placeholders = false }: LoadOptions = {},
): RepositoryModel {
  const validator = createSchemaValidator(bundledSchemas());
  return loadRepository(snapshot, {
    validator,
    processTemplate,
    templateSeed: seed,
    templatePlaceholders: placeholders,
    unknownFields: strict ? 'error' : undefined,
    references: strict ? 'error' : undefined,
  });
}

/** The seed from `--seed-file`, else from the environment; undefined when neither is given. */
export function readSeed(
  seedFile: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (seedFile !== undefined) {
    try {
      const seed = readFileSync(seedFile, 'utf8').trim();
      if (seed === '')
        throw new GitshiftError('SEED_UNREADABLE', `seed file ${seedFile} is empty`, { seedFile });
      return seed;
    } catch (error) {
      if (error instanceof GitshiftError) throw error;
      throw new GitshiftError(
        'SEED_UNREADABLE',
        `cannot read seed file ${seedFile}: ${(error as Error).message}`,
        { seedFile },
        { cause: error },
      );
    }
  }
  const fromEnv = env[SEED_ENV];
  return fromEnv === undefined || fromEnv === '' ? undefined : fromEnv;
}
