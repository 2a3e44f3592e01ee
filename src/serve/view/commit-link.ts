const COMMIT = /^[0-9a-f]{7,64}$/i;

/**
 * Where a commit of the config repository is shown on its forge:
 * `<web>/commit/<sha>` for an http(s) URL of the GitHub and Gitea shape
 * (`https://host[/prefix]/owner/name[.git]`), which GitHub, Gitea, Forgejo
 * and GitLab all answer. Undefined for anything else (file://, ssh, a bare
 * host), rather than a link that might 404. Credentials in the URL never
 * reach the link.
 */
export function commitLink(repositoryUrl: string, sha: string): string | undefined {
  if (!COMMIT.test(sha)) return undefined;
  let url: URL;
  try {
    url = new URL(repositoryUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const segments = url.pathname
    .replace(/\.git\/?$/, '')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.length < 2) return undefined;
  return `${url.protocol}//${url.host}/${segments.join('/')}/commit/${sha.toLowerCase()}`;
}
