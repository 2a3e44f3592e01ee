/** A path into a YAML/JSON document: object keys and array indexes. */
export type FieldPath = readonly (string | number)[];

/** `spec.triggers[0].imageChangeParams.from` — the spelling every message uses. */
export function formatFieldPath(path: FieldPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** Splits a JSON pointer (`/spec/triggers/0`) as produced by JSON Schema validators. */
export function fieldPathFromPointer(pointer: string): FieldPath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9]\d*)$/.test(segment) ? Number(segment) : segment));
}

/** Parses the spelling of `formatFieldPath` back into segments. */
export function parseFieldPath(text: string): FieldPath {
  const path: (string | number)[] = [];
  const pattern = /([^.[\]]+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1] !== undefined) path.push(match[1]);
    else if (match[2] !== undefined) path.push(Number(match[2]));
    else if (match[3] !== undefined) path.push(JSON.parse(match[3]) as string);
  }
  return path;
}
