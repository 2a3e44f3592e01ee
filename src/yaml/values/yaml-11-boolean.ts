import { Schema } from 'yaml';

/** Plain scalars that YAML 1.1 reads as booleans and YAML 1.2 as strings: Kubernetes tools disagree about them. */
export const YAML_11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;

/**
 * True when `text`, written as a plain scalar, would not read back as that
 * string everywhere: the YAML 1.1 booleans the loader refuses
 * (YAML_11_BOOLEAN), and every plain form the YAML 1.2 core or the YAML 1.1
 * schema resolves to something else — `true`, `null`, `~`, `''`, `1.10`,
 * `1e3`, `0x1F`, `012`, `1_000`, `0b101`, `12:30` (sexagesimal), `.inf`,
 * `2026-11-22` (a timestamp), `<<` (a merge key). Also the YAML 1.1 value key
 * `=`, and the radix prefixes go-yaml accepts in any case (`0X1F`, `0O17`,
 * `0B1`). Whatever writes YAML for gitshift quotes such strings.
 */
export function isAmbiguousPlainScalar(text: string): boolean {
  if (YAML_11_BOOLEAN.test(text)) return true;
  return (implicitTypes ??= nonStringImplicitTypes()).some((pattern) => pattern.test(text));
}

// Built on first use, not at import.
let implicitTypes: readonly RegExp[] | undefined;

function nonStringImplicitTypes(): RegExp[] {
  const tags = (['core', 'yaml-1.1'] as const).flatMap((schema) => new Schema({ schema, merge: true }).tags);
  const patterns = tags.flatMap((tag) =>
    tag.default !== undefined && tag.default !== false && tag.tag !== STRING_TAG && tag.test !== undefined
      ? [tag.test]
      : [],
  );
  return [...patterns, /^(?:<<|=)$/, /^[-+]?0[xXoObB][0-9a-fA-F_]+$/];
}

const STRING_TAG = 'tag:yaml.org,2002:str';
