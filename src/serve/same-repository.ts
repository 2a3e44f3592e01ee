import { parseRemoteUrl } from '../git/remote-url.js';

/**
 * A key that two spellings of one repository share: `https://github.com/Org/App.git`,
 * `git@github.com:org/app` and `ssh://git@github.com/org/app.git` all give
 * `github.com/org/app`; `file:///srv/config.git` gives `/srv/config`. Credentials,
 * ports of SSH, `.git` and trailing slashes do not count.
 */
export function repositoryKey(url: string): string {
  const parsed = parseRemoteUrl(url);
  const text = parsed?.url ?? url;
  let host = '';
  let path = text;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/(.*)$/i.exec(text);
  if (scheme !== null) {
    const rest = scheme[2] ?? '';
    const slash = rest.indexOf('/');
    const authority = slash < 0 ? rest : rest.slice(0, slash);
    path = slash < 0 ? '/' : rest.slice(slash);
    host = authority.replace(/^[^@]*@/, '');
    // An SSH or git port does not make another repository; an HTTP port might, but GitHub never shows one.
    if (parsed?.transport === 'ssh' || parsed?.transport === 'git') host = host.replace(/:\d+$/, '');
  } else {
    const scp = /^(?:[^@/:\s]+@)?([^@/:\s]+):(.+)$/.exec(text);
    if (scp !== null) {
      host = scp[1] ?? '';
      path = `/${scp[2] ?? ''}`;
    }
  }
  const cleanPath = path.replace(/\/+$/, '').replace(/\.git$/, '');
  return `${host.toLowerCase()}${host === '' ? cleanPath : cleanPath.toLowerCase()}`;
}

/** Whether any of `candidates` (a delivery's clone, SSH and web URLs) names the repository at `url`. */
export function isSameRepository(url: string, candidates: readonly (string | undefined)[]): boolean {
  const key = repositoryKey(url);
  return candidates.some((candidate) => candidate !== undefined && repositoryKey(candidate) === key);
}
