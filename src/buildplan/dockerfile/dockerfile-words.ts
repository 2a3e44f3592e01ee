import { GitshiftError } from '../../errors/index.js';
import type { NameValue } from '../env-var.js';

/**
 * A value as one double-quoted Dockerfile word that means exactly itself:
 * the escape character, `"` and `$` are escaped, so nothing is expanded
 * (`$HOME` in an env value stays `$HOME`, as OpenShift users expect of a
 * value they wrote in YAML).
 */
export function quoteWord(value: string, escape: '\\' | '`'): string {
  if (/[\r\n]/.test(value))
    // planBuild refuses such values with the field named; reaching here is a fault of gitshift's.
    throw new GitshiftError(
      'BUILD_CONFIG_UNSUPPORTED',
      `a Dockerfile word cannot hold a line break: ${JSON.stringify(value)}`,
    );
  let out = '"';
  for (const char of value)
    out += char === escape || char === '"' || char === '$' ? `${escape}${char}` : char;
  return `${out}"`;
}

/** `ENV "A"="1" "B"="2"` or `LABEL …`, one pair per line when there are several. */
export function keyValueInstruction(
  keyword: 'ENV' | 'LABEL',
  pairs: readonly NameValue[],
  escape: '\\' | '`',
  newline: string,
): string {
  const words = pairs.map(({ name, value }) => `${quoteWord(name, escape)}=${quoteWord(value, escape)}`);
  return `${keyword} ${words.join(` ${escape}${newline}    `)}`;
}
