import fc from 'fast-check';

/** One change to a file's bytes, as a fuzzer's mutator makes them. */
export type ByteMutation =
  | { readonly op: 'flip'; readonly at: number; readonly bit: number }
  | { readonly op: 'set'; readonly at: number; readonly byte: number }
  | { readonly op: 'insert'; readonly at: number; readonly bytes: Uint8Array }
  | { readonly op: 'delete'; readonly at: number; readonly length: number }
  | { readonly op: 'repeat'; readonly at: number; readonly length: number; readonly times: number }
  | { readonly op: 'truncate'; readonly at: number };

/** Bytes that break parsers: invalid UTF-8, a BOM, NUL, YAML and JSON punctuation. */
const NASTY: readonly Uint8Array[] = [
  [0xff],
  [0xc3],
  [0xed, 0xa0, 0x80],
  [0xef, 0xbb, 0xbf],
  [0x00],
  [0x0d],
  [0x09],
  ...[
    '&a ',
    '*a',
    '<<: ',
    '!!binary ',
    '!!python/object ',
    '- ',
    ': ',
    '? ',
    '|',
    '>',
    '{',
    '[',
    '"',
    "'",
    '#',
    '---\n',
    '...\n',
    '%YAML 1.1\n',
    '${',
    '${{',
    '1e999',
    '9223372036854775808',
    '-0',
    '.inf',
    'on',
    '~',
  ].map((text) => new TextEncoder().encode(text)),
].map((bytes) => Uint8Array.from(bytes));

/** A position in a file; `mutate` takes it modulo the length, so any number is a position. */
const at = fc.nat();

export const byteMutation: fc.Arbitrary<ByteMutation> = fc.oneof(
  fc.record({ op: fc.constant('flip' as const), at, bit: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ op: fc.constant('set' as const), at, byte: fc.integer({ min: 0, max: 255 }) }),
  fc.record({
    op: fc.constant('insert' as const),
    at,
    bytes: fc.oneof(fc.constantFrom(...NASTY), fc.uint8Array({ minLength: 1, maxLength: 16 })),
  }),
  fc.record({ op: fc.constant('delete' as const), at, length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({
    op: fc.constant('repeat' as const),
    at,
    length: fc.integer({ min: 1, max: 64 }),
    times: fc.integer({ min: 2, max: 20 }),
  }),
  fc.record({ op: fc.constant('truncate' as const), at }),
);

/** The bytes after the mutations, applied in order. */
export function mutate(original: Uint8Array, mutations: readonly ByteMutation[]): Uint8Array {
  let bytes = original;
  for (const mutation of mutations) bytes = mutateOnce(bytes, mutation);
  return bytes;
}

function mutateOnce(bytes: Uint8Array, mutation: ByteMutation): Uint8Array {
  const at = bytes.length === 0 ? 0 : mutation.at % (bytes.length + 1);
  switch (mutation.op) {
    case 'flip':
    case 'set': {
      if (bytes.length === 0) return bytes;
      const copy = Uint8Array.from(bytes);
      const i = at % bytes.length;
      copy[i] = mutation.op === 'flip' ? (copy[i] ?? 0) ^ (1 << mutation.bit) : mutation.byte;
      return copy;
    }
    case 'insert':
      return concat(bytes.subarray(0, at), mutation.bytes, bytes.subarray(at));
    case 'delete':
      return concat(bytes.subarray(0, at), bytes.subarray(at + mutation.length));
    case 'repeat': {
      const slice = bytes.subarray(at, at + mutation.length);
      return concat(
        bytes.subarray(0, at),
        ...Array<Uint8Array>(mutation.times).fill(slice),
        bytes.subarray(at),
      );
    }
    case 'truncate':
      return bytes.subarray(0, at);
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Mutations of one of `originals`: the real files a fuzzer starts from. */
export function mutationOf(originals: readonly Uint8Array[], maxMutations = 8): fc.Arbitrary<Uint8Array> {
  return fc
    .tuple(fc.constantFrom(...originals), fc.array(byteMutation, { minLength: 1, maxLength: maxMutations }))
    .map(([original, mutations]) => mutate(original, mutations));
}

/** Text nested `depth` times in `open` … `close`: what a stack overflows on. */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['- ', ''], ['{a: ', '}'], ['a:\n ', '']),
    fc.integer({ min: 1, max: 20_000 }),
  )
  .map(([[open, close], depth]) => {
    // Block YAML nests by indentation: each level one space deeper.
    if (open === 'a:\n ')
      return Array.from({ length: Math.min(depth, 2_000) }, (_, i) => `${' '.repeat(i)}a:`).join('\n');
    return `${open.repeat(depth)}1${close.repeat(depth)}`;
  });
