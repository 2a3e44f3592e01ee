/** `/hooks/dockerhub/s3cr3t` → `/hooks/dockerhub/***`; `/hooks/generic/shop/s3cr3t` → `/hooks/generic/shop/***`. */
export function maskPath(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  const segments = path.split('/');
  if (segments[1] !== 'hooks') return segments.length > 3 ? '/***' : path;
  const keep = segments[2] === 'generic' ? 4 : 3;
  return segments.map((segment, i) => (i >= keep && segment !== '' ? '***' : segment)).join('/');
}
