import { FAILSAFE_SCHEMA, loadAll, Type, type Schema } from 'js-yaml';
import { judgeNumber } from '../values/number-range.js';
import { YAML_11_BOOLEAN } from '../values/yaml-11-boolean.js';

// Anchors and aliases go the careful way, where expansions are counted.
const MAY_HAVE_ALIASES = /(^|[\s[{,:-])[&*][^\s]/m;
// So do keys that may be lists or maps (`? [a]`, `[a]: b`), which js-yaml turns into strings silently.
const MAY_HAVE_COLLECTION_KEYS = /(^|[\s[{,])\?(\s|$)|[\]}][ \t]*:(\s|$)/m;

/**
 * The quick read of a file with nothing wrong in its YAML: js-yaml, several
 * times faster than building a full syntax tree. Returns undefined whenever the
 * file needs the careful parser instead: a syntax error, a duplicate key, an
 * anchor or alias, a list or map as a key, an unquoted YAML 1.1 boolean, or a number JSON cannot
 * carry, all of which must be reported with their positions. An integer
 * beyond ±2^53 within int64 is read exactly, as a `bigint`. Scalars resolve
 * exactly as in the `yaml` package's YAML 1.2 core schema, so both readers
 * give the same values.
 */
export function fastLoad(text: string): unknown[] | undefined {
  if (MAY_HAVE_ALIASES.test(text) || MAY_HAVE_COLLECTION_KEYS.test(text)) return undefined;
  const reader = (quickReader ??= createQuickReader());
  reader.sawAmbiguousBoolean = false;
  reader.sawNumberOutOfRange = false;
  try {
    const documents: unknown[] = [];
    loadAll(text, (document) => documents.push(document), { schema: reader.schema });
    return reader.sawAmbiguousBoolean || reader.sawNumberOutOfRange ? undefined : documents;
  } catch {
    // Any complaint of the quick reader is reported, with its position, by the careful one.
    return undefined;
  }
}

interface QuickReader {
  readonly schema: Schema;
  sawAmbiguousBoolean: boolean;
  sawNumberOutOfRange: boolean;
}

// Built on first use, not at import; loading is synchronous, so one flag serves every call.
let quickReader: QuickReader | undefined;

/** A plain-scalar type: implicit types only ever see unquoted scalars. */
const scalar = (name: string, pattern: RegExp, construct: (text: string) => unknown): Type =>
  new Type(`tag:gitshift.io,2026:${name}`, {
    kind: 'scalar',
    resolve: (data: unknown) => typeof data === 'string' && pattern.test(data),
    construct,
  });

function createQuickReader(): QuickReader {
  const reader: { schema?: Schema; sawAmbiguousBoolean: boolean; sawNumberOutOfRange: boolean } = {
    sawAmbiguousBoolean: false,
    sawNumberOutOfRange: false,
  };
  /** A number type; a value JSON cannot carry sends the file to the careful reader, which reports it. */
  const number = (name: string, pattern: RegExp, construct: (text: string) => number): Type =>
    scalar(name, pattern, (text) => {
      const value = construct(text);
      const judgement = judgeNumber(text, value);
      if (!judgement.ok) reader.sawNumberOutOfRange = true;
      return judgement.ok && judgement.exact !== undefined ? judgement.exact : value;
    });
  // The YAML 1.2 core schema, as the `yaml` package resolves it.
  const core = [
    scalar('null', /^(?:~|[Nn]ull|NULL)?$/, () => null),
    scalar('bool', /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T'),
    number('int-oct', /^0o[0-7]+$/, (text) => parseInt(text.slice(2), 8)),
    number('int', /^[-+]?[0-9]+$/, (text) => parseInt(text, 10)),
    number('int-hex', /^0x[0-9a-fA-F]+$/, (text) => parseInt(text.slice(2), 16)),
    number('float-special', /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, (text) =>
      /nan/i.test(text)
        ? Number.NaN
        : text.startsWith('-')
          ? Number.NEGATIVE_INFINITY
          : Number.POSITIVE_INFINITY,
    ),
    number('float-exp', /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (text) => parseFloat(text)),
    number('float', /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (text) => parseFloat(text)),
    scalar('ambiguous-boolean', YAML_11_BOOLEAN, (text) => {
      reader.sawAmbiguousBoolean = true;
      return text;
    }),
  ];
  return Object.assign(reader, { schema: FAILSAFE_SCHEMA.extend({ implicit: core }) });
}
