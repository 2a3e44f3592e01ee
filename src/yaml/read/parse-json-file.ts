import type { Problem } from '../../errors/index.js';
import { findJsonSyntaxError } from './json-syntax-error.js';
import { fileTooLarge, parseYamlFile, type ParsedYamlFile } from './parse-yaml-file.js';
import { utf8Text } from './utf8-text.js';
import { DEFAULT_MAX_FILE_BYTES, type YamlLimits } from './yaml-limits.js';

const JSON_WHITESPACE_ONLY = /^[ \t\n\r]*$/;

/**
 * Parses a `.json` manifest. The file must be one JSON value (RFC 8259): a
 * trailing comma, a comment or a single-quoted string is a JSON_SYNTAX error
 * at its line and column, as `oc` refuses such a file too. A file that is
 * JSON is then read by the YAML reader, of which JSON is a subset: values,
 * positions and the same checks as for YAML — duplicate keys, numbers JSON
 * cannot carry (`1e400`, integers beyond int64; those beyond ±2^53 are read exactly) — while the YAML 1.1
 * boolean check never fires, since JSON strings are always quoted. An empty
 * file holds no objects, like an empty YAML file.
 */
export function parseJsonFile(file: string, bytes: Uint8Array, limits: YamlLimits = {}): ParsedYamlFile {
  const { maxFileBytes = DEFAULT_MAX_FILE_BYTES } = limits;
  const nothing = { documents: [], reportedFields: new Map() };
  if (bytes.byteLength > maxFileBytes)
    return { ...nothing, problems: [fileTooLarge(file, bytes.byteLength, maxFileBytes)] };
  const decoded = utf8Text(file, bytes);
  if ('problem' in decoded) return { ...nothing, problems: [decoded.problem] };
  const { text } = decoded;
  // A byte order mark is no part of JSON, but editors write one; it is skipped, as YAML skips it.
  const bom = text.startsWith('\ufeff') ? 1 : 0;
  const json = text.slice(bom);
  if (JSON_WHITESPACE_ONLY.test(json)) return { ...nothing, problems: [] };
  try {
    JSON.parse(json);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const found = findJsonSyntaxError(json) ?? { offset: 0, message: error.message };
    return { ...nothing, problems: [jsonSyntaxProblem(file, text, found.offset + bom, found.message)] };
  }
  return parseYamlFile(file, bytes, limits);
}

function jsonSyntaxProblem(file: string, text: string, offset: number, message: string): Problem {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < lineStart; at = text.indexOf('\n', at + 1)) line++;
  const col = offset - lineStart + 1;
  return {
    code: 'JSON_SYNTAX',
    severity: 'error',
    file,
    line,
    col,
    field: '',
    message: `not JSON: ${message}`,
  };
}
