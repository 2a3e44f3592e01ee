import { GitshiftError } from '../../errors/index.js';
import type { NameValue } from '../env-var.js';

/**
 * A value as one double-quoted Dockerfile word that means exactly itself:
 * `\`, `"` and `$` are escaped, so nothing is expanded (`$HOME` in an env
 * value stays `$HOME`, as OpenShift users expect of a value they wrote in
 * YAML). Inside a word the escape is always a backslash, whatever
 * `# escape=` says: buildah (imagebuilder) reads words that way, checked
 * against buildah 1.28; the directive only changes line continuations.
 */
export function quoteWord(value: string): string {
  if (/[\r\n]/.test(value))
    // planBuild refuses such values with the field named; reaching here is a fault of gitshift's.
    throw new GitshiftError(
      'BUILD_CONFIG_UNSUPPORTED',
      `a Dockerfile word cannot hold a line break: ${JSON.stringify(value)}`,
    );
  return `"${value.replace(/[\\"$]/g, (char) => `\\${char}`)}"`;
}

/** `ENV "A"="1" "B"="2"` or `LABEL …`, one pair per line when there are several, continued with `escape`. */
export function keyValueInstruction(
  keyword: 'ENV' | 'LABEL',
  pairs: readonly NameValue[],
  escape: '\\' | '`',
  newline: string,
): string {
  const words = pairs.map(({ name, value }) => `${quoteWord(name)}=${quoteWord(value)}`);
  return `${keyword} ${words.join(` ${escape}${newline}    `)}`;
}
