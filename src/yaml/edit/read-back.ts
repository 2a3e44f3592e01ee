import type { Document } from 'yaml';
import type { Problem } from '../../errors/index.js';
import { formatFieldPath, type FieldPath } from '../read/field-path.js';
import { canonicalJson, stringifyJson } from '../values/lossless-json.js';
import { parseManifestFile } from '../read/parse-manifest-file.js';

/** Whether an edited file's new text may be committed, and if not, why and the field at fault when one is. */
export type ReadBack =
  { readonly ok: true } | { readonly ok: false; readonly field: string | undefined; readonly reason: string };

/**
 * Reads the new text of an edited file as gitshift's loader does
 * (parseManifestFile: a `.json` file as JSON, any other as YAML, with their
 * rules, limits and problems) and judges it: it may
 * be committed only when it has no error problem the file did not have before
 * the edit, and every document reads back as the edited documents mean — so
 * the edited fields hold the values the edit set. A write-back never makes a
 * file its own loader refuses.
 *
 * `before` gives the problems of the file before the edit; it is asked only
 * when the new text has any, so a clean edit costs this one parse.
 */
export function judgeReadBack(
  path: string,
  text: string,
  expected: readonly Document.Parsed[],
  before: () => readonly Problem[],
): ReadBack {
  const read = parseManifestFile(path, new TextEncoder().encode(text));
  const errors = read.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const old = countByKey(before().filter((problem) => problem.severity === 'error'));
    for (const problem of errors) {
      const key = problemKey(problem);
      const left = old.get(key) ?? 0;
      if (left > 0) old.set(key, left - 1);
      else
        return {
          ok: false,
          field: problem.field === '' ? undefined : problem.field,
          reason: `the edited file would not load (${problem.code} at line ${problem.line}: ${problem.message})`,
        };
    }
  }
  const values = new Map(read.documents.map((document) => [document.index, document.value]));
  for (const [index, document] of expected.entries()) {
    const want: unknown = document.toJS();
    const got = values.get(index);
    // A document left out is one the loader refuses for a problem the file already had.
    if (got === undefined && (errors.length > 0 || want === null || want === undefined)) continue;
    const difference = firstDifference(want, got, []);
    if (difference !== undefined) {
      const where = expected.length > 1 ? ` (document ${index + 1})` : '';
      return {
        ok: false,
        field: `${formatFieldPath(difference.path) || 'the document'}${where}`,
        reason: `would read back as ${shown(difference.got)}, not ${shown(difference.want)}`,
      };
    }
  }
  for (const index of values.keys())
    if (index >= expected.length)
      return { ok: false, field: `document ${index + 1}`, reason: 'would read back as an extra document' };
  return { ok: true };
}

// Lines move when an edit adds lines; code and message say which problem it is.
const problemKey = (problem: Problem): string => `${problem.code}\0${problem.message}`;

function countByKey(problems: readonly Problem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problemKey(problem), (counts.get(problemKey(problem)) ?? 0) + 1);
  return counts;
}

interface Difference {
  readonly path: FieldPath;
  readonly want: unknown;
  readonly got: unknown;
}

/**
 * The first place where two JSON-like values differ, as JSON would carry them;
 * undefined when equal. A field or item that is on one side only differs
 * even from a null on the other: `a0: null` one level too shallow is a line
 * merged into the wrong mapping, not the same file.
 */
function firstDifference(want: unknown, got: unknown, path: FieldPath): Difference | undefined {
  if (Array.isArray(want) && Array.isArray(got)) {
    for (let i = 0; i < Math.max(want.length, got.length); i++) {
      if (i >= want.length || i >= got.length) return { path: [...path, i], want: want[i], got: got[i] };
      const found = firstDifference(want[i], got[i], [...path, i]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isObject(want) && isObject(got)) {
    for (const key of new Set([...Object.keys(want), ...Object.keys(got)])) {
      if (Object.hasOwn(want, key) !== Object.hasOwn(got, key))
        return { path: [...path, key], want: want[key], got: got[key] };
      const found = firstDifference(want[key], got[key], [...path, key]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return canonicalJson(want) === canonicalJson(got) ? undefined : { path, want, got };
}

/** A plain mapping; anything else (a date, bytes) is compared whole, as JSON. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function shown(value: unknown): string {
  // JSON, as the cluster would get it; undefined only for a field that is not there.
  const text = value === undefined ? 'nothing' : stringifyJson(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
