/**
 * YAML manifests as people write them, for the editor's fuzz targets: any
 * values, with comments on any node, flow and block collections, every
 * scalar style, several indentations, several documents in a file.
 */
import fc from 'fast-check';
import { Document, isCollection, isScalar, parseAllDocuments, Scalar, visit, type Node } from 'yaml';
import type { Generated } from './fuzz-target.js';

/** Keys as manifests have them, and keys YAML reads oddly unquoted. */
export const key = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,7}$/) },
  fc.constantFrom(
    'on',
    'yes',
    'no',
    'y',
    'n',
    '1',
    '1.10',
    '~',
    'null',
    'true',
    '0x1F',
    '12:30',
    'a: b',
    '#x',
    '- a',
    '?',
    'é',
    '日本',
    ' a',
    'a ',
  ),
  fc.string({ minLength: 1, maxLength: 6 }),
);

/** Scalars of every type, and strings YAML 1.1 or 1.2 would read as something else plain. */
export const scalar = fc.oneof(
  fc.constantFrom(
    'on',
    'off',
    'yes',
    'No',
    'y',
    '~',
    'null',
    'true',
    '1.10',
    '012',
    '0o17',
    '0x1F',
    '1e3',
    '.inf',
    '-.5',
    '12:30',
    '2026-01-01',
    '',
    ' ',
    'a #b',
    'a: b',
    '- a',
    '"',
    "'",
    '\\',
    '{',
    '[',
    '*a',
    '&a',
    '!t',
    '%',
    '@',
    '`',
    '|',
    '>',
    'line\nline',
    'tab\there',
    'é',
    '\u0085',
    '\u2028',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** A JSON value of the shapes manifests have: maps of maps and lists, scalars at the leaves. */
export const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('tree'), { maxLength: 4 }),
    fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
  ),
}));

/** How one node is written: a comment before or after it, flow or block, and a scalar's quoting. */
const decoration = fc.record({
  at: fc.nat(),
  before: fc.boolean(),
  after: fc.boolean(),
  flow: fc.boolean(),
  style: fc.constantFrom(
    undefined,
    Scalar.PLAIN,
    Scalar.QUOTE_DOUBLE,
    Scalar.QUOTE_SINGLE,
    Scalar.BLOCK_LITERAL,
    Scalar.BLOCK_FOLDED,
  ),
});

export const layout = fc.record({
  decorations: fc.array(decoration, { maxLength: 12 }),
  indent: fc.constantFrom(2, 4),
  indentSeq: fc.boolean(),
  lineWidth: fc.constantFrom(0, 40, 80),
});

/** A marker no generated value holds, so that a comment can be counted in any text. */
export const commentMarker = (n: number): string => `⚑${n}⚑`;

/**
 * Prints documents with comments numbered from `firstComment`: each
 * decoration picks a node by index (modulo the node count) of each document.
 */
export function printDocuments(
  values: readonly unknown[],
  { decorations, indent, indentSeq, lineWidth }: Generated<typeof layout>,
): { text: string; comments: number } {
  let comments = 0;
  const texts = values.map((value) => {
    const document = new Document(value);
    const nodes: Node[] = [];
    // Keys stay plain: yaml prints a block-scalar key with a comment as text no reader takes.
    visit(document, {
      Node: (role, node) => {
        if (role !== 'key') nodes.push(node);
      },
    });
    for (const { at, before, after, flow, style } of decorations) {
      const node = nodes[at % Math.max(1, nodes.length)];
      if (node === undefined) continue;
      if (before) node.commentBefore = ` note ${commentMarker(comments++)}`;
      if (after) node.comment = ` note ${commentMarker(comments++)}`;
      // yaml prints an empty collection in block style as a bare `[]` line, which no reader takes.
      if (isCollection(node)) node.flow = flow || node.items.length === 0;
      else if (isScalar(node) && style !== undefined) node.type = style;
    }
    return document.toString({ indent, indentSeq, lineWidth });
  });
  return { text: texts.join('---\n'), comments };
}

/**
 * How many times each numbered comment is a comment of the text as yaml
 * parses it: a marker that yaml printed inside a block scalar is content, not
 * a comment, and an edit replacing that scalar rightly drops it.
 */
export function countComments(text: string, comments: number): number[] {
  const all: string[] = [];
  for (const document of parseAllDocuments(text)) {
    all.push(document.commentBefore ?? '', document.comment ?? '');
    visit(document, {
      Node: (_, node) => {
        all.push(node.commentBefore ?? '', node.comment ?? '');
      },
    });
  }
  const joined = all.join('\n');
  return Array.from({ length: comments }, (_, n) => joined.split(commentMarker(n)).length - 1);
}
