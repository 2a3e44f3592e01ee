/** How git reaches a remote, which decides what credentials and fetch options apply. */
export type RemoteTransport = 'file' | 'http' | 'ssh' | 'git';

export interface RemoteUrl {
  /** The URL without a user name's password: safe to print and to store in a config file. */
  readonly url: string;
  readonly transport: RemoteTransport;
  /** The user name written in the URL, if any. */
  readonly username?: string;
  /** The password or token written in the URL, if any: a secret, kept out of `url`. */
  readonly password?: string;
}

const SCHEMES: Readonly<Record<string, RemoteTransport>> = {
  file: 'file',
  http: 'http',
  https: 'http',
  ssh: 'ssh',
  'git+ssh': 'ssh',
  'ssh+git': 'ssh',
  git: 'git',
};

// `user@host:path` or `host:path`, git's scp-like syntax: no slash before the first colon.
const SCP_LIKE = /^(?:([^@/:\s]+)@)?([^@/:\s]+):(?!\/\/)(.+)$/;

/**
 * Parses a remote the way git reads it: `file://`, `http(s)://`, `ssh://`,
 * `git://` and scp-like `user@host:path`. A password in the URL is split off
 * so it can go to a file only gitshift's askpass script reads. Undefined
 * when the text is not a URL git would fetch from (a plain path, say).
 */
export function parseRemoteUrl(text: string): RemoteUrl | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const transport = SCHEMES[scheme];
    if (transport === undefined) return undefined;
    const rest = text.slice(scheme.length + 3);
    const at = rest.lastIndexOf('@', firstSlash(rest));
    if (at < 0) return { url: text, transport };
    const userinfo = rest.slice(0, at);
    const colon = userinfo.indexOf(':');
    const username = decode(colon < 0 ? userinfo : userinfo.slice(0, colon));
    const password = colon < 0 ? undefined : decode(userinfo.slice(colon + 1));
    const kept = `${text.slice(0, scheme.length + 3)}${username === '' ? '' : `${encodeURIComponent(username)}@`}${rest.slice(at + 1)}`;
    return {
      url: kept,
      transport,
      ...(username === '' ? {} : { username }),
      ...(password === undefined || password === '' ? {} : { password }),
    };
  }
  const scp = SCP_LIKE.exec(text);
  if (scp === null || /^[a-z]$/i.test(scp[2] ?? '')) return undefined;
  return { url: text, transport: 'ssh', ...(scp[1] === undefined ? {} : { username: scp[1] }) };
}

function firstSlash(text: string): number {
  const slash = text.indexOf('/');
  return slash < 0 ? text.length : slash;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // Not an escape git would decode either: the raw text is what it sends.
    return text;
  }
}
