/**
 * Whether two spellings name one repository: `https://github.com/Acme/App.git`,
 * `git@github.com:acme/app`, `ssh://git@github.com:22/acme/app.git` and
 * `https://github.com/acme/app/` all give `github.com/acme/app`.
 *
 * Pure, for the trigger matching of the build plan. serve's same-repository.ts
 * answers the same question but stands on git's remote-URL parser, which the
 * pure core may not import; the two are tested against the same table.
 */
export function repositoryIdentity(url: string): string {
  const text = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/([^/]*)(.*)$/i.exec(text);
  if (scheme !== null) {
    const protocol = (scheme[1] ?? '').toLowerCase();
    const authority = (scheme[2] ?? '').replace(/^.*@/, '').toLowerCase();
    // A port of SSH or git's own protocol does not make another repository; an HTTP one might.
    const host = protocol.includes('ssh') || protocol === 'git' ? authority.replace(/:\d+$/, '') : authority;
    const path = cleanPath(scheme[3] ?? '');
    return protocol === 'file' ? path : `${host}${path.toLowerCase()}`;
  }
  // git's scp-like `user@host:path`: no slash before the first colon, and not a drive letter.
  const scp = /^(?:[^@/:\s]+@)?([^@/:\s]{2,}):(?!\/\/)(.+)$/.exec(text);
  if (scp !== null) return `${(scp[1] ?? '').toLowerCase()}${cleanPath(`/${scp[2] ?? ''}`).toLowerCase()}`;
  return cleanPath(text);
}

/** Whether any of `candidates` (a push's clone, SSH and web URLs) names the repository at `url`. */
export function namesSameRepository(url: string, candidates: readonly (string | undefined)[]): boolean {
  const identity = repositoryIdentity(url);
  return candidates.some(
    (candidate) => candidate !== undefined && repositoryIdentity(candidate) === identity,
  );
}

function cleanPath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = withoutQuery
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/\/+$/, '');
  return trimmed.startsWith('/') || trimmed === '' ? trimmed : `/${trimmed}`;
}
