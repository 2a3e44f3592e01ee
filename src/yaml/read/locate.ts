import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { FieldPath } from './field-path.js';
import type { LocateOptions, Position } from './source-document.js';

/** The position of a field in a parsed document, by walking its syntax tree. */
export function locateInDocument(
  document: Document.Parsed,
  lineCounter: LineCounter,
  path: FieldPath,
  { key = false }: LocateOptions = {},
): Position {
  let node: unknown = document.contents;
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
  const { line, col } = lineCounter.linePos(offset);
  return { line, col };
}

function keyText(key: unknown): string | undefined {
  return isScalar(key) ? String(key.value) : undefined;
}

function startOf(node: unknown): number | undefined {
  return (node as Node | null | undefined)?.range?.[0];
}
