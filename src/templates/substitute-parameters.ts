const WHOLE_JSON_REFERENCE = /^\$\{\{([a-zA-Z0-9_]+)\}\}$/;
const REFERENCE = /\$\{\{([a-zA-Z0-9_]+)\}\}|\$\{([a-zA-Z0-9_]+)\}/g;

export interface Substitution {
  readonly value: unknown;
  /** Parameter names referenced but not defined, with the field path where each appeared. */
  readonly undefinedReferences: readonly {
    readonly name: string;
    readonly path: readonly (string | number)[];
  }[];
}

/**
 * Replaces `${NAME}` in every string value (never in keys, as OpenShift does).
 * A string that is exactly `${{NAME}}` takes the value as JSON, so
 * `replicas: ${{REPLICAS}}` becomes a number; a value that is not JSON stays
 * a string. Unknown names are left as they are and reported.
 */
export function substituteParameters(
  value: unknown,
  parameters: ReadonlyMap<string, string>,
  path: readonly (string | number)[] = [],
): Substitution {
  const undefinedReferences: { name: string; path: readonly (string | number)[] }[] = [];
  const walk = (node: unknown, at: readonly (string | number)[]): unknown => {
    if (typeof node === 'string')
      return substituteString(node, parameters, (name) => undefinedReferences.push({ name, path: at }));
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...at, i]));
    if (typeof node === 'object' && node !== null) {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(node)) out[key] = walk(inner, [...at, key]);
      return out;
    }
    return node;
  };
  return { value: walk(value, path), undefinedReferences };
}

function substituteString(
  text: string,
  parameters: ReadonlyMap<string, string>,
  onUndefined: (name: string) => void,
): unknown {
  const whole = WHOLE_JSON_REFERENCE.exec(text);
  if (whole !== null) {
    const value = parameters.get(whole[1] as string);
    if (value === undefined) {
      onUndefined(whole[1] as string);
      return text;
    }
    return parseJsonOrKeep(value);
  }
  return text.replace(
    REFERENCE,
    (match: string, jsonName: string | undefined, plainName: string | undefined) => {
      const name = (jsonName ?? plainName) as string;
      const value = parameters.get(name);
      if (value === undefined) {
        onUndefined(name);
        return match;
      }
      return value;
    },
  );
}

function parseJsonOrKeep(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    // Not JSON: OpenShift would emit it unquoted; the closest faithful value is the string itself.
    return value;
  }
}
