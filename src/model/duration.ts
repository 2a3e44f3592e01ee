import { GitshiftError, type GitshiftErrorCode } from '../errors/index.js';

/**
 * The one duration grammar of gitshift, for flags (`--timeout`) and the serve
 * config (`pollInterval`, `resyncInterval`, ...) alike: Go's
 * `time.ParseDuration`, which Kubernetes users know (`1h30m`, `500ms`,
 * `2.5s`), with the units that mean something to a millisecond timer (`h`,
 * `m`, `s`, `ms`; not `us` or `ns`) and no sign (nothing here waits a negative
 * time). A bare whole number is seconds, as `--timeout` always took it.
 *
 * schemas/serve-config.schema.json holds the same grammar as this pattern
 * (a test keeps them equal and checks that they agree with the parser).
 */
export const DURATION_PATTERN = '^(?:[0-9]+|(?:(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:ms|h|m|s))+)$';

/** How an error message shows what a duration looks like. */
export const DURATION_EXAMPLES = '500ms, 90s, 5m, 1h30m or 2.5s';

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
const BARE_SECONDS = /^[0-9]+$/;
/** One `<number><unit>` term; `ms` before `m`, so that `5ms` is not `5m` and a stray `s`. */
const TERM = /([0-9]+(?:\.[0-9]*)?|\.[0-9]+)(ms|h|m|s)/y;

/** The milliseconds a duration stands for (rounded to a whole one), or undefined when `text` is none. */
export function durationMs(text: string): number | undefined {
  if (BARE_SECONDS.test(text)) return Number(text) * 1000;
  let total = 0;
  TERM.lastIndex = 0;
  while (TERM.lastIndex < text.length) {
    const term = TERM.exec(text);
    if (term === null) return undefined;
    total += Number(term[1]) * (UNIT_MS[term[2] ?? ''] ?? Number.NaN);
  }
  return text === '' ? undefined : Math.round(total);
}

/**
 * The milliseconds of a flag's or config field's duration; one that is none
 * is an error naming it (`--timeout`, `cluster.resyncInterval`). Default
 * code: USAGE, for flags.
 */
export function parseDuration(text: string, name: string, code: GitshiftErrorCode = 'USAGE'): number {
  const ms = durationMs(text);
  if (ms === undefined)
    throw new GitshiftError(code, `${name} takes a duration such as ${DURATION_EXAMPLES}, not '${text}'`, {
      name,
      text,
    });
  return ms;
}
