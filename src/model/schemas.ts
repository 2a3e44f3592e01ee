import { byKind, shared } from './generated/schema-files.js';
import * as precompiled from './generated/validators.js';
import type { CompiledSchema, SchemaSet } from './schema-validator.js';

/**
 * The JSON Schemas in `schemas/`, the source of truth for every kind, with the
 * validators `npm run generate` compiled from them (so no start compiles them).
 */
export function bundledSchemas(): SchemaSet {
  return {
    ...schemasToCompile(),
    precompiled: precompiled satisfies Readonly<Record<string, CompiledSchema>>,
  };
}

/** The JSON Schemas in `schemas/` alone, for a validator that compiles them at run time. */
export function schemasToCompile(): SchemaSet {
  return { byKind, shared };
}
