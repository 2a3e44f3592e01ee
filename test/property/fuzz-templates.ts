/**
 * Template processing's fuzz targets: any Template, parameters and
 * generate expressions give objects or problems, never an exception; the
 * output stays within the limits the options set, and processing one
 * Template stays well under a second.
 */
import fc from 'fast-check';
import {
  generateValue,
  MAX_COUNT,
  parseExpression,
  processTemplate,
  seededBytes,
} from '../../src/templates/index.js';
import { jsonBytes } from '../../src/templates/output-size.js';
import type { FuzzTarget, Generated } from './fuzz-target.js';

/** Most time one Template may take: far above what any case needs, far below "for ever". */
const MAX_MILLISECONDS = 2_000;
/** What the loader can hand on: the YAML parser refuses documents nested much deeper. */
const MAX_DEPTH = 600;

const NAMES = ['A', 'B', 'NAME', 'P_1', 'constructor', '__proto__', ''] as const;
const parameterName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NAMES) },
  fc.string({ maxLength: 12 }),
);

/** Expressions made of what the generator reads, so that most are near-valid. */
const expression = fc.oneof(
  fc.stringMatching(
    /^(\[(\\[wdaA]|[a-zA-Z0-9]-[a-zA-Z0-9]|[a-z0-9\\-])+\]\{[0-9]{1,4}\}|[a-z0-9$^.*]{1,3})+$/,
  ),
  fc.string({ unit: fc.constantFrom(...'[]{}\\-wdaAz09Z,.^$*+?()|'), maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** Text with references to parameters, `${X}` and `${{X}}`, among other text. */
const textWithReferences = fc
  .array(
    fc.oneof(
      parameterName.map((name) => `\${${name}}`),
      parameterName.map((name) => `\${{${name}}}`),
      fc.string({ maxLength: 8 }),
      fc.constantFrom('${', '}', '$${A}', '${{', '${A'),
    ),
    { maxLength: 6 },
  )
  .map((pieces) => pieces.join(''));

/** A value of a Template's objects: JSON with references in its strings and keys. */
const { objectValue } = fc.letrec<{ objectValue: unknown }>((tie) => ({
  objectValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    textWithReferences,
    fc.integer(),
    fc.double(),
    fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('objectValue'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(textWithReferences, fc.constantFrom('namespace', 'metadata', 'kind')),
      tie('objectValue'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

const deeplyNested = fc.integer({ min: 1, max: MAX_DEPTH }).map((depth) => {
  let value: unknown = '${A}';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
});

const parameter = fc.record(
  {
    name: parameterName,
    value: fc.oneof(textWithReferences, fc.string({ maxLength: 300 }), fc.integer(), fc.constant(null)),
    generate: fc.oneof(fc.constant('expression'), fc.string({ maxLength: 10 }), fc.integer()),
    from: fc.oneof(expression, fc.integer()),
    required: fc.oneof(fc.boolean(), fc.string({ maxLength: 4 })),
  },
  { requiredKeys: [] },
);

const template = fc.record(
  {
    apiVersion: fc.constant('template.openshift.io/v1'),
    kind: fc.constant('Template'),
    metadata: fc.record({ name: fc.string({ maxLength: 10 }) }),
    parameters: fc.oneof(fc.array(parameter, { maxLength: 6 }), objectValue),
    objects: fc.oneof(
      fc.array(
        fc.oneof(
          {
            weight: 5,
            arbitrary: fc.dictionary(
              fc.constantFrom('apiVersion', 'kind', 'metadata', 'spec', 'data', '${A}'),
              objectValue,
              { maxKeys: 5 },
            ),
          },
          { weight: 1, arbitrary: deeplyNested },
          { weight: 1, arbitrary: objectValue },
        ),
        { maxLength: 6 },
      ),
      objectValue,
    ),
    labels: objectValue,
  },
  { requiredKeys: ['kind'] },
);

const options = fc.record({
  seed: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
  scope: fc.string({ maxLength: 10 }),
  values: fc.dictionary(parameterName, fc.string({ maxLength: 50 }), { maxKeys: 3 }),
  placeholders: fc.boolean(),
  maxTemplateObjectBytes: fc.integer({ min: 1, max: 64 * 1024 }),
  maxTemplateProjectBytes: fc.integer({ min: 1, max: 256 * 1024 }),
  projectBytesBefore: fc.integer({ min: 0, max: 64 * 1024 }),
});

function processWithinLimits(written: Record<string, unknown>, given: Generated<typeof options>): void {
  const started = performance.now();
  const result = processTemplate(written, given);
  const elapsed = performance.now() - started;
  if (elapsed > MAX_MILLISECONDS) throw new Error(`processing took ${Math.round(elapsed)} ms`);
  if (result.objects.length === 0) return;
  for (const object of result.objects) {
    if (jsonBytes(object) > given.maxTemplateObjectBytes)
      throw new Error(
        `an object of ${jsonBytes(object)} bytes is over the per-object limit of ${given.maxTemplateObjectBytes}`,
      );
  }
  if (given.projectBytesBefore + result.outputBytes > given.maxTemplateProjectBytes)
    throw new Error(
      `${result.outputBytes} bytes after ${given.projectBytesBefore} are over the project limit of ${given.maxTemplateProjectBytes}`,
    );
  // The limits count each object, not the list around them.
  const counted = result.objects.reduce((sum: number, object) => sum + jsonBytes(object), 0);
  if (result.outputBytes !== counted)
    throw new Error(`outputBytes ${result.outputBytes} is not the objects' size ${counted}`);
}

/** A parsed expression's value has its literals and counts, characters drawn from its classes. */
function generateWithinExpression(text: string, seed: string): void {
  const parsed = parseExpression(text);
  if (!parsed.ok) {
    if (parsed.message === '') throw new Error('a refusal without a reason');
    return;
  }
  const value = generateValue(parsed.parts, seededBytes(seed, 'scope', 'P'));
  let at = 0;
  for (const part of parsed.parts) {
    if ('literal' in part) {
      if (value.slice(at, at + part.literal.length) !== part.literal)
        throw new Error(`literal ${part.literal} not kept`);
      at += part.literal.length;
      continue;
    }
    if (part.count < 1 || part.count > MAX_COUNT) throw new Error(`count ${part.count} accepted`);
    for (const char of value.slice(at, at + part.count))
      if (!part.charset.includes(char)) throw new Error(`${char} is not in [${part.charset}]`);
    at += part.count;
  }
  if (at !== value.length) throw new Error(`value ${value} is longer than its expression`);
}

export const templateTargets: readonly FuzzTarget[] = [
  {
    name: 'templates: any Template and options give objects within the limits or problems, never an exception',
    testRuns: 1_000,
    property: () =>
      fc.property(
        fc.oneof({ weight: 5, arbitrary: template }, fc.dictionary(fc.string(), objectValue)),
        options,
        processWithinLimits,
      ),
  },
  {
    name: 'templates: any generate expression is parsed or refused with a reason; values match it',
    testRuns: 2_000,
    property: () => fc.property(expression, fc.string({ maxLength: 8 }), generateWithinExpression),
  },
];
