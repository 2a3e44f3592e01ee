import {
  isCollection,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseAllDocuments,
  Scalar,
  type Document,
  type Node,
} from 'yaml';
import type { Problem, ProblemCode } from '../../errors/index.js';
import { formatFieldPath, type FieldPath } from './field-path.js';
import { judgeNumber, numberOutOfRangeMessage } from '../values/number-range.js';
import { problemInFile } from './problem-at.js';
import { fastLoad } from './fast-load.js';
import { locateInDocument } from './locate.js';
import { YAML_11_BOOLEAN } from '../values/yaml-11-boolean.js';
import type { SourceDocument } from './source-document.js';
import { utf8Text } from './utf8-text.js';
import { nestsDeeperThan } from './nesting-depth.js';
import {
  DEFAULT_MAX_ALIAS_COUNT,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_FILE_BYTES,
  type YamlLimits,
} from './yaml-limits.js';

export interface ParsedYamlFile {
  readonly documents: readonly SourceDocument[];
  readonly problems: readonly Problem[];
  /**
   * Fields whose value is already reported (an unquoted YAML 1.1 boolean, a
   * number JSON cannot carry), by document index, so schema checks need not
   * report them twice.
   */
  readonly reportedFields: ReadonlyMap<number, ReadonlySet<string>>;
}

/**
 * Parses every document of a YAML file, collecting syntax problems, duplicate
 * keys, alias bombs, ambiguous booleans and numbers JSON cannot carry instead
 * of throwing. Documents with
 * errors are left out; the others are returned.
 *
 * A file that reads cleanly is loaded the quick way and its syntax tree is
 * built only if a problem needs a position; any other file is parsed in full.
 */
export function parseYamlFile(file: string, bytes: Uint8Array, limits: YamlLimits = {}): ParsedYamlFile {
  const { maxFileBytes = DEFAULT_MAX_FILE_BYTES, maxDepth = DEFAULT_MAX_DEPTH } = limits;
  if (bytes.byteLength > maxFileBytes) {
    return {
      documents: [],
      problems: [fileTooLarge(file, bytes.byteLength, maxFileBytes)],
      reportedFields: new Map(),
    };
  }
  const decoded = utf8Text(file, bytes);
  if ('problem' in decoded) return { documents: [], problems: [decoded.problem], reportedFields: new Map() };
  const { text } = decoded;
  const values = fastLoad(text);
  if (values === undefined) return parseCarefully(file, text, limits);
  let tree: { documents: Document.Parsed[]; lineCounter: LineCounter } | undefined;
  const documents: SourceDocument[] = [];
  const problems: Problem[] = [];
  values.forEach((value, index) => {
    if (value === null || value === undefined) return;
    if (nestsDeeperThan(value, maxDepth)) {
      problems.push(tooDeep(file, index, maxDepth));
      return;
    }
    documents.push({
      file,
      index,
      value,
      locate(path, options) {
        tree ??= parseTree(text);
        const document = tree.documents[index];
        return document === undefined
          ? { line: 1, col: 1 }
          : locateInDocument(document, tree.lineCounter, path, options);
      },
    });
  });
  return { documents, problems, reportedFields: new Map() };
}

function tooDeep(file: string, index: number, maxDepth: number): Problem {
  const message = `document ${index + 1} nests lists and maps more than ${maxDepth} levels deep; refusing to load it`;
  return problemInFile(file, 'YAML_TOO_DEEP', message);
}

function parseTree(text: string): { documents: Document.Parsed[]; lineCounter: LineCounter } {
  const lineCounter = new LineCounter();
  // A list or map as a key is reported as a problem; yaml's own warning on stderr would only repeat it.
  const parsed = parseAllDocuments(text, {
    lineCounter,
    uniqueKeys: true,
    prettyErrors: false,
    logLevel: 'error',
  });
  return { documents: Array.isArray(parsed) ? parsed : [parsed], lineCounter };
}

function parseCarefully(
  file: string,
  text: string,
  { maxAliasCount = DEFAULT_MAX_ALIAS_COUNT, maxDepth = DEFAULT_MAX_DEPTH }: YamlLimits,
): ParsedYamlFile {
  const { documents: all, lineCounter } = parseTree(text);
  const problems: Problem[] = [];
  const documents: SourceDocument[] = [];
  const reportedFields = new Map<number, Set<string>>();
  for (const [index, document] of all.entries()) {
    // The parser ran out of stack: too deep, whatever position it stopped at.
    if (document.errors.some((error) => error.code === 'RESOURCE_EXHAUSTION')) {
      problems.push(tooDeep(file, index, maxDepth));
      continue;
    }
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
    // Before toJS, which then takes the exact value of an integer beyond ±2^53.
    const reported = findScalarProblems(file, document.contents, lineCounter);
    let value: unknown;
    try {
      value = document.toJS({ maxAliasCount });
    } catch (error) {
      if (!(error instanceof ReferenceError)) throw error;
      const message = `document ${index + 1} expands aliases more than ${maxAliasCount} times; refusing to load it`;
      problems.push(problemInFile(file, 'YAML_ALIAS_LIMIT', message));
      continue;
    }
    if (nestsDeeperThan(value, maxDepth)) {
      problems.push(tooDeep(file, index, maxDepth));
      continue;
    }
    problems.push(...reported);
    if (reported.length > 0) reportedFields.set(index, new Set(reported.map(({ field }) => field)));
    documents.push({
      file,
      index,
      value,
      locate: (path, options) => locateInDocument(document, lineCounter, path, options),
    });
  }
  return { documents, problems, reportedFields };
}

/** Reported before a large file is read at all. */
export function fileTooLarge(file: string, size: number, maxFileBytes = DEFAULT_MAX_FILE_BYTES): Problem {
  const message = `file is ${size} bytes, over the limit of ${maxFileBytes}; split it into smaller files`;
  return problemInFile(file, 'FILE_TOO_LARGE', message);
}

/**
 * Scalars that would not reach the cluster as written: unquoted YAML 1.1
 * booleans, numbers JSON cannot carry. An integer beyond ±2^53 within int64
 * takes its exact value, a `bigint`.
 */
function findScalarProblems(file: string, root: unknown, lineCounter: LineCounter): Problem[] {
  const problems: Problem[] = [];
  const report = (node: Node, path: FieldPath, code: ProblemCode, message: string): void => {
    const { line, col } = lineCounter.linePos(node.range?.[0] ?? 0);
    problems.push({ code, severity: 'error', file, line, col, field: formatFieldPath(path), message });
  };
  const walk = (node: unknown, path: FieldPath): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        // toJS would make `? [a]` the key "a" (and `? {a: 1}` "{ a: 1 }"): another object than the file says.
        if (isCollection(pair.key)) {
          const message =
            'a key must be a string, not a list or a map: Kubernetes objects are JSON, whose keys are strings';
          report(pair.key, path, 'YAML_SYNTAX', message);
        }
        const key = isScalar(pair.key) ? String(pair.key.value) : '?';
        walk(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, i]));
    } else if (isScalar(node)) {
      const source = typeof node.source === 'string' ? node.source : String(node.value);
      if (node.type === Scalar.PLAIN && YAML_11_BOOLEAN.test(source)) {
        const message = `unquoted '${source}' is a boolean in YAML 1.1 and a string in YAML 1.2; quote it ("${source}") or write true/false`;
        report(node, path, 'YAML_AMBIGUOUS_BOOLEAN', message);
      } else if (typeof node.value === 'number') {
        const judgement = judgeNumber(source, node.value);
        if (judgement.ok && judgement.exact !== undefined) node.value = judgement.exact;
        if (!judgement.ok) {
          const fix =
            judgement.reason === 'not-a-number'
              ? 'quote it to keep it as text'
              : 'quote it or use a smaller value';
          report(node, path, 'NUMBER_OUT_OF_RANGE', numberOutOfRangeMessage(judgement, fix));
        }
      }
    }
  };
  walk(root, []);
  return problems;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
