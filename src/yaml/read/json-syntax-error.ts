/** Where and why a text is not JSON. */
export interface JsonSyntaxError {
  /** Offset, in UTF-16 code units, of the first character that cannot be JSON. */
  readonly offset: number;
  readonly message: string;
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

/**
 * The first place where `text` breaks RFC 8259, with a message a person can
 * act on; undefined when the text is one JSON value. Only run once
 * `JSON.parse` has refused a file, to say where: V8's own messages name a
 * position for some errors and not for others. Iterative, so no nesting
 * depth can overflow the stack.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: ('{' | '[')[] = [];
  let i = skipWhitespace(text, 0);
  let expectValue = true;
  const fail = (offset: number, message: string): JsonSyntaxError => ({ offset, message });

  const readString = (): JsonSyntaxError | undefined => {
    const start = i;
    i++;
    for (;;) {
      const c = text[i];
      if (c === undefined)
        return fail(start, 'string is not closed; a JSON string ends with " on the same line');
      if (c === '"') {
        i++;
        return undefined;
      }
      if (c === '\\') {
        const escape = text[i + 1];
        if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 2;
        else return fail(i, `bad escape '\\${escape ?? ''}' in a string`);
        continue;
      }
      if (c < ' ') {
        const what = c === '\n' ? 'a line break' : 'a control character';
        return fail(i, `${what} inside a string; JSON strings are one line, with \\n for a line break`);
      }
      i++;
    }
  };
  const readPropertyName = (): JsonSyntaxError | undefined => {
    i = skipWhitespace(text, i);
    if (text[i] !== '"')
      return fail(i, `expected a property name in double quotes, found ${describe(text, i)}`);
    const error = readString();
    if (error !== undefined) return error;
    i = skipWhitespace(text, i);
    if (text[i] !== ':') return fail(i, `expected ':' after a property name, found ${describe(text, i)}`);
    i++;
    return undefined;
  };
  const readScalar = (): JsonSyntaxError | undefined => {
    const c = text[i];
    if (c === '"') return readString();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (match === null) return fail(i, `'${c}' does not start a number`);
      i += match[0].length;
      return undefined;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return undefined;
      }
    }
    if (c === "'") return fail(i, "strings must be in double quotes, not '");
    if (c === '/' || c === '#') return fail(i, 'JSON has no comments');
    return fail(i, `expected a value, found ${describe(text, i)}`);
  };

  for (;;) {
    i = skipWhitespace(text, i);
    if (expectValue) {
      const c = text[i];
      if (c === '{' || c === '[') {
        const close = c === '{' ? '}' : ']';
        i = skipWhitespace(text, i + 1);
        if (text[i] === close) {
          i++;
          expectValue = false;
          continue;
        }
        stack.push(c);
        if (c === '{') {
          const error = readPropertyName();
          if (error !== undefined) return error;
        }
        continue;
      }
      const error = readScalar();
      if (error !== undefined) return error;
      expectValue = false;
      continue;
    }
    const top = stack.at(-1);
    if (top === undefined) {
      return i < text.length
        ? fail(i, `a JSON file holds one value, but more follows: ${describe(text, i)}`)
        : undefined;
    }
    const close = top === '{' ? '}' : ']';
    const c = text[i];
    if (c === ',') {
      const comma = i;
      i = skipWhitespace(text, i + 1);
      if (text[i] === close) return fail(comma, `trailing comma before '${close}'`);
      if (top === '{') {
        const error = readPropertyName();
        if (error !== undefined) return error;
      }
      expectValue = true;
      continue;
    }
    if (c === close) {
      stack.pop();
      i++;
      continue;
    }
    const after = top === '{' ? 'a property value' : 'a list item';
    return fail(i, `expected ',' or '${close}' after ${after}, found ${describe(text, i)}`);
  }
}

function skipWhitespace(text: string, from: number): number {
  WHITESPACE.lastIndex = from;
  WHITESPACE.exec(text);
  return WHITESPACE.lastIndex;
}

function describe(text: string, at: number): string {
  const c = text[at];
  if (c === undefined) return 'the end of the file';
  if (c === '\n' || c === '\r') return 'the end of the line';
  return `'${c}'`;
}
