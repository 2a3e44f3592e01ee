/**
 * Hides credentials embedded in URLs (`https://user:token@host/…` becomes
 * `https://***@host/…`) and any extra secret strings, in text that may reach
 * a log, an error message or a test report. Git echoes the remote URL in many
 * of its messages, so every piece of git output passes through here.
 */
export function maskCredentials(text: string, secrets: readonly string[] = []): string {
  let masked = text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^/@\s'"]+@/gi, '$1***@');
  // Short strings (a user name like "git") would mask half of every message.
  for (const secret of secrets) {
    if (secret.length >= 6) masked = masked.split(secret).join('***');
  }
  return masked;
}

/** The user and password of a URL, decoded and raw: the strings that must never be printed. */
export function secretsOfUrl(url: string): string[] {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/@\s]+)@/i.exec(url);
  const userinfo = match?.[1];
  if (userinfo === undefined) return [];
  const secrets = new Set<string>();
  for (const part of [userinfo, ...userinfo.split(':')]) {
    if (part === '') continue;
    secrets.add(part);
    try {
      secrets.add(decodeURIComponent(part));
    } catch {
      // A malformed escape cannot be decoded; the raw form is already masked.
    }
  }
  return [...secrets];
}
