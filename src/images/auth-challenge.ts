/** One challenge of a `WWW-Authenticate` header: `Bearer realm="…",service="…",scope="…"`. */
export interface AuthChallenge {
  /** Lower case: `bearer`, `basic`. */
  readonly scheme: string;
  /** Parameter names in lower case. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Parses a `WWW-Authenticate` header (RFC 7235): several challenges may share
 * one header, separated by commas like their parameters, and values may be
 * quoted strings with commas and escapes inside.
 */
export function parseAuthChallenges(header: string): AuthChallenge[] {
  const challenges: { scheme: string; params: Record<string, string> }[] = [];
  let at = 0;
  const skip = (pattern: RegExp): string => {
    pattern.lastIndex = at;
    const match = pattern.exec(header);
    if (match === null) return '';
    at += match[0].length;
    return match[0];
  };
  while (at < header.length) {
    skip(/[\s,]*/y);
    const token = skip(/[!#$%&'*+.^_`|~0-9A-Za-z-]+/y);
    if (token === '') {
      // Not a token: skip one character, so a garbled header ends the parse instead of looping.
      at++;
      continue;
    }
    skip(/[ \t]*/y);
    if (header[at] === '=' && challenges.length > 0) {
      at++;
      skip(/[ \t]*/y);
      const current = challenges[challenges.length - 1];
      if (current !== undefined) current.params[token.toLowerCase()] = readValue();
      continue;
    }
    challenges.push({ scheme: token.toLowerCase(), params: {} });
  }
  return challenges;

  function readValue(): string {
    if (header[at] !== '"') return skip(/[^\s,]*/y);
    at++;
    let value = '';
    while (at < header.length && header[at] !== '"') {
      if (header[at] === '\\' && at + 1 < header.length) at++;
      value += header[at];
      at++;
    }
    at++;
    return value;
  }
}
