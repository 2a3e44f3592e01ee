import { GitshiftError } from '../errors/index.js';
import { withBigIntsAsNumbers } from '../yaml/values/lossless-json.js';
import * as defaulting from './generated/defaulting-validators.js';
import type { ServeConfigWithDefaults, SettingsWithDefaults } from './generated/index.js';
import type { CompiledSchema } from './schema-validator.js';

/** The kinds whose schema defaults loading fills in, with the type they then have. */
interface DefaultedKinds {
  readonly Settings: SettingsWithDefaults;
  readonly ServeConfig: ServeConfigWithDefaults;
}

/**
 * A copy of a value already valid against its kind's schema, with every
 * schema `default` filled in (Ajv's `useDefaults`, compiled at build time):
 * the schema is the one place of those defaults. The value itself, which
 * problems are located in, is never changed; exact int64s become their
 * nearest number, as validation judged them.
 */
export function withSchemaDefaults<K extends keyof DefaultedKinds>(
  kind: K,
  valid: unknown,
): DefaultedKinds[K] {
  const copy = withBigIntsAsNumbers(valid);
  const validate: CompiledSchema = defaulting[kind];
  if (!validate(copy))
    throw new GitshiftError(
      'SCHEMA_INVALID',
      `a ${kind} that passed validation fails it when its defaults are filled in: ${JSON.stringify(validate.errors)}`,
      { kind },
    );
  // Valid, and defaulted by the same schema the type was generated from.
  return copy as DefaultedKinds[K];
}
