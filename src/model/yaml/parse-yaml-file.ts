import { isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, Scalar } from 'yaml';
import type { Problem, ProblemCode } from '../../errors/index.js';
import { formatFieldPath, type FieldPath } from '../field-path.js';
import { problemInFile } from '../problem-at.js';
import type { SourceDocument } from './source-document.js';
import { DEFAULT_MAX_ALIAS_COUNT, DEFAULT_MAX_FILE_BYTES, type YamlLimits } from './yaml-limits.js';

export interface ParsedYamlFile {
  readonly documents: readonly SourceDocument[];
  readonly problems: readonly Problem[];
  /** Fields holding an unquoted YAML 1.1 boolean, by document index, so schema checks need not report them twice. */
  readonly ambiguousFields: ReadonlyMap<number, ReadonlySet<string>>;
}

// YAML 1.1 reads these as booleans, YAML 1.2 as strings: Kubernetes tools disagree about them.
const YAML_11_BOOLEAN = /^(?:y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF)$/;

/**
 * Parses every document of a YAML file, collecting syntax problems, duplicate
 * keys, alias bombs and ambiguous booleans instead of throwing. Documents with
 * errors are left out; the others are returned.
 */
export function parseYamlFile(
  file: string,
  bytes: Uint8Array,
  { maxFileBytes = DEFAULT_MAX_FILE_BYTES, maxAliasCount = DEFAULT_MAX_ALIAS_COUNT }: YamlLimits = {},
): ParsedYamlFile {
  if (bytes.byteLength > maxFileBytes) {
    return { documents: [], problems: [fileTooLarge(file, bytes.byteLength, maxFileBytes)], ambiguousFields: new Map() };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const lineCounter = new LineCounter();
  const parsed = parseAllDocuments(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const problems: Problem[] = [];
  const documents: SourceDocument[] = [];
  const ambiguousFields = new Map<number, Set<string>>();
  const all = Array.isArray(parsed) ? parsed : [parsed];
  for (const [index, document] of all.entries()) {
    if (document.errors.length > 0) {
      for (const error of document.errors) {
        const [start] = error.linePos ?? [lineCounter.linePos(error.pos[0])];
        const code: ProblemCode = error.code === 'DUPLICATE_KEY' ? 'YAML_DUPLICATE_KEY' : 'YAML_SYNTAX';
        problems.push({
          code,
          severity: 'error',
          file,
          line: start.line,
          col: start.col,
          field: '',
          message: firstLine(error.message),
        });
      }
      continue;
    }
    if (document.contents === null) continue; // an empty document, e.g. after a trailing `---`
    let value: unknown;
    try {
      value = document.toJS({ maxAliasCount });
    } catch (error) {
      if (!(error instanceof ReferenceError)) throw error;
      const message = `document ${index + 1} expands aliases more than ${maxAliasCount} times; refusing to load it`;
      problems.push(problemInFile(file, 'YAML_ALIAS_LIMIT', message));
      continue;
    }
    const source: SourceDocument = { file, index, document, lineCounter, value };
    const ambiguous = findAmbiguousBooleans(document.contents);
    for (const { path, scalar } of ambiguous) {
      const { line, col } = lineCounter.linePos(scalar.range?.[0] ?? 0);
      problems.push({
        code: 'YAML_AMBIGUOUS_BOOLEAN',
        severity: 'error',
        file,
        line,
        col,
        field: formatFieldPath(path),
        message: `unquoted '${String(scalar.source)}' is a boolean in YAML 1.1 and a string in YAML 1.2; quote it ("${String(scalar.source)}") or write true/false`,
      });
    }
    if (ambiguous.length > 0) ambiguousFields.set(index, new Set(ambiguous.map(({ path }) => formatFieldPath(path))));
    documents.push(source);
  }
  return { documents, problems, ambiguousFields };
}

interface AmbiguousScalar {
  readonly path: FieldPath;
  readonly scalar: Scalar;
}

function findAmbiguousBooleans(root: unknown): AmbiguousScalar[] {
  const found: AmbiguousScalar[] = [];
  const walk = (node: unknown, path: FieldPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        walk(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, i]));
    } else if (isScalar(node) && node.type === Scalar.PLAIN && typeof node.source === 'string') {
      if (YAML_11_BOOLEAN.test(node.source)) found.push({ path, scalar: node });
    }
  };
  walk(root, []);
  return found;
}

/** Reported before a large file is read at all. */
export function fileTooLarge(file: string, size: number, maxFileBytes = DEFAULT_MAX_FILE_BYTES): Problem {
  const message = `file is ${size} bytes, over the limit of ${maxFileBytes}; split it into smaller files`;
  return problemInFile(file, 'FILE_TOO_LARGE', message);
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
