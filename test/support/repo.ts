import {
  loadRepository,
  type ProjectLoadCache,
  type UnknownFieldsPolicy,
} from '../../src/model/load-repository.js';
import type { RepositoryModel } from '../../src/model/project-model.js';
import { createSchemaValidator, type SchemaValidator } from '../../src/model/schema-validator.js';
import { bundledSchemas } from '../../src/model/schemas.js';
import { snapshotFromFiles } from '../../src/snapshot/snapshot.js';
import { processTemplate } from '../../src/templates/index.js';

export const SETTINGS = 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: apps.test\n';
export const TEST_SEED = 'test-seed-not-secret';

let validator: SchemaValidator | undefined;

/** One validator for the whole test run: compiling the schemas is the slow part. */
export function testValidator(): SchemaValidator {
  validator ??= createSchemaValidator(bundledSchemas());
  return validator;
}

/** Strips the common indentation of a template literal, so YAML can be written indented in tests. */
export function yaml(strings: TemplateStringsArray, ...values: unknown[]): string {
  const text = strings.reduce((out, s, i) => out + s + (i < values.length ? String(values[i]) : ''), '');
  const lines = text.replace(/^\n/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0));
  return lines.map((l) => l.slice(indent)).join('\n');
}

export interface LoadFilesOptions {
  /** Default: a minimal valid gitshift.yaml. Pass null for none. */
  readonly settings?: string | null;
  readonly seed?: string | undefined;
  /** Passed to the loader: 'error' as with `--strict`. Default: gitshift.yaml's setting. */
  readonly unknownFields?: UnknownFieldsPolicy;
  /** The loader's cache of folders, as serve keeps one across commits. Default: none. */
  readonly cache?: ProjectLoadCache;
}

/** Loads an in-memory repository; `files` maps repository paths to contents. */
export function loadFiles(
  files: Readonly<Record<string, string | Uint8Array>>,
  options: LoadFilesOptions = {},
): RepositoryModel {
  const all = new Map<string, string | Uint8Array>(Object.entries(files));
  const settings = options.settings === undefined ? SETTINGS : options.settings;
  if (settings !== null && !all.has('gitshift.yaml')) all.set('gitshift.yaml', settings);
  const seed = 'seed' in options ? options.seed : TEST_SEED;
  return loadRepository(snapshotFromFiles('test', all), {
    validator: testValidator(),
    processTemplate,
    templateSeed: seed,
    unknownFields: options.unknownFields,
    ...(options.cache === undefined ? {} : { cache: options.cache }),
  });
}
