/**
 * Whether a number read from a manifest survives the trip to the cluster.
 * Objects go out as JSON, where Infinity and NaN become `null`, and gitshift
 * holds numbers as doubles, where an integer beyond ±2^53 is silently rounded
 * (`12345678901234567891` is sent as `12345678901234567000`). Either way the
 * cluster would get a value nobody wrote, so both are errors, not warnings:
 * there is no faithful value to apply. Fractions such as `0.1` are not judged;
 * a decimal fraction is understood to be approximate.
 */
export type NumberJudgement =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'infinite' | 'not-a-number' | 'loses-precision';
      /** The number as written. */
      readonly literal: string;
      /** What would be applied instead, as JSON. */
      readonly becomes: string;
    };

export type NumberOutOfRange = Extract<NumberJudgement, { ok: false }>;

// An integer as written in YAML 1.2 core or in JSON: decimal, 0x hex or 0o octal, no fraction or exponent.
const INTEGER_LITERAL = /^[-+]?(?:0x[0-9a-fA-F]+|0o[0-7]+|[0-9]+)$/;

/** Judges a number by the text it was read from (`literal`) and the value it became. */
export function judgeNumber(literal: string, value: number): NumberJudgement {
  if (Number.isNaN(value)) return { ok: false, reason: 'not-a-number', literal, becomes: 'null' };
  if (!Number.isFinite(value)) return { ok: false, reason: 'infinite', literal, becomes: 'null' };
  if (!Number.isSafeInteger(value) && INTEGER_LITERAL.test(literal))
    return { ok: false, reason: 'loses-precision', literal, becomes: String(value) };
  return { ok: true };
}

const FACT: Readonly<Record<NumberOutOfRange['reason'], string>> = {
  infinite: 'is too large for JSON',
  'not-a-number': 'is not a number JSON can carry',
  'loses-precision': 'is an integer beyond ±9,007,199,254,740,991, which gitshift cannot hold exactly',
};

/** `1e400 is too large for JSON: it would be applied as null; <fix>`; the subject is the literal unless given. */
export function numberOutOfRangeMessage(
  judgement: NumberOutOfRange,
  fix: string,
  subject = judgement.literal,
): string {
  return `${subject} ${FACT[judgement.reason]}: it would be applied as ${judgement.becomes}; ${fix}`;
}

// Strings are matched so that digits inside them are skipped; anything else that matches is a number.
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/** The first number in a JSON text that JSON.parse would turn into something else, judged; ok when there is none. */
export function judgeJsonNumbers(json: string): NumberJudgement {
  for (const [token] of json.matchAll(JSON_TOKEN)) {
    if (token.startsWith('"')) continue;
    const judgement = judgeNumber(token, Number(token));
    if (!judgement.ok) return judgement;
  }
  return { ok: true };
}
