import { isMap, isPair, isScalar, isSeq, type Node } from 'yaml';
import type { FieldPath } from '../field-path.js';
import type { SourceDocument } from './source-document.js';

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface LocateOptions {
  /** Point at the key of the last segment instead of its value (for unknown fields). Default: false. */
  readonly key?: boolean;
}

/**
 * The line and column of a field in its document. When the path goes further
 * than the document does (a missing field), the deepest node that exists is
 * used, so a "missing" problem points at the object that lacks the field.
 */
export function locate(source: SourceDocument, path: FieldPath, { key = false }: LocateOptions = {}): Position {
  let node: unknown = source.document.contents;
  let offset = startOf(node) ?? 0;
  for (const [i, segment] of path.entries()) {
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyText(item.key) === String(segment));
      if (pair === undefined) break;
      if (last && key) {
        offset = startOf(pair.key) ?? offset;
        break;
      }
      node = pair.value;
      offset = startOf(node) ?? startOf(pair.key) ?? offset;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item: unknown = node.items[segment];
      if (item === undefined) break;
      node = item;
      offset = startOf(node) ?? offset;
    } else {
      break;
    }
  }
  const { line, col } = source.lineCounter.linePos(offset);
  return { line, col };
}

function keyText(key: unknown): string | undefined {
  if (isScalar(key)) return String(key.value);
  return undefined;
}

function startOf(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range?.[0];
}
