/**
 * Whether a number read from a manifest survives the trip to the cluster.
 * Objects go out as JSON, where Infinity and NaN become `null`, and Kubernetes
 * holds integers in at most 64 bits, so an integer beyond int64 is refused by
 * the API server. Either way the cluster would not get what was written, so
 * both are errors, not warnings. An integer beyond ±2^53 but within int64
 * (`9223372036854775807`) is exact: it is read as a `bigint` and written as
 * its digits. Fractions such as `0.1` are not judged; a decimal fraction is
 * understood to be approximate.
 */
export type NumberJudgement =
  | {
      readonly ok: true;
      /** The integer exactly, when a number cannot hold it (beyond ±2^53). */
      readonly exact?: bigint;
    }
  | {
      readonly ok: false;
      readonly reason: 'infinite' | 'not-a-number' | 'beyond-int64';
      /** The number as written. */
      readonly literal: string;
    };

export type NumberOutOfRange = Extract<NumberJudgement, { ok: false }>;

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

// An integer as written in YAML 1.2 core or in JSON: decimal, 0x hex or 0o octal, no fraction or exponent.
const INTEGER_LITERAL = /^([-+]?)(0x[0-9a-fA-F]+|0o[0-7]+|[0-9]+)$/;

/** Judges a number by the text it was read from (`literal`) and the value it became. */
export function judgeNumber(literal: string, value: number): NumberJudgement {
  if (Number.isNaN(value)) return { ok: false, reason: 'not-a-number', literal };
  const integer = Number.isSafeInteger(value) ? undefined : INTEGER_LITERAL.exec(literal);
  if (integer == null)
    return Number.isFinite(value) ? { ok: true } : { ok: false, reason: 'infinite', literal };
  const magnitude = BigInt(integer[2] as string);
  const exact = integer[1] === '-' ? -magnitude : magnitude;
  if (exact > INT64_MAX || exact < INT64_MIN) return { ok: false, reason: 'beyond-int64', literal };
  return { ok: true, exact };
}

const FACT: Readonly<Record<NumberOutOfRange['reason'], string>> = {
  infinite: 'is too large for JSON: it would be applied as null',
  'not-a-number': 'is not a number JSON can carry: it would be applied as null',
  'beyond-int64':
    'is an integer beyond ±9,223,372,036,854,775,807, more than any Kubernetes field holds: the API server would refuse it',
};

/** `1e400 is too large for JSON: it would be applied as null; <fix>`; the subject is the literal unless given. */
export function numberOutOfRangeMessage(
  judgement: NumberOutOfRange,
  fix: string,
  subject = judgement.literal,
): string {
  return `${subject} ${FACT[judgement.reason]}; ${fix}`;
}

// Strings are matched so that digits inside them are skipped; anything else that matches is a number.
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/g;

/** The first number in a JSON text that cannot reach the cluster as written, judged; ok when there is none. */
export function judgeJsonNumbers(json: string): NumberJudgement {
  for (const [token] of json.matchAll(JSON_TOKEN)) {
    if (token.startsWith('"')) continue;
    const judgement = judgeNumber(token, Number(token));
    if (!judgement.ok) return judgement;
  }
  return { ok: true };
}
