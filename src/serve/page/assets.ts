import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAVICON_SVG } from './assets/favicon-svg.js';
import { STATUS_CSS } from './assets/status-css.js';
import { STATUS_JS } from './assets/status-js.js';

/** The page's static files, kept as strings so `tsc` ships them in dist/ with the code. */
const ASSETS: Readonly<Record<string, { readonly body: string; readonly type: string }>> = {
  'status.css': { body: STATUS_CSS, type: 'text/css; charset=utf-8' },
  'status.js': { body: STATUS_JS, type: 'text/javascript; charset=utf-8' },
  'favicon.svg': { body: FAVICON_SVG, type: 'image/svg+xml' },
};

export type AssetName = 'status.css' | 'status.js' | 'favicon.svg';

function versionOf(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 16);
}

/** `/ui/assets/<name>?v=<hash of its content>`: a new serve's asset is never an old cached one. */
export function assetPath(name: AssetName): string {
  return `/ui/assets/${name}?v=${versionOf(ASSETS[name]?.body ?? '')}`;
}

/** Answers GET /ui/assets/<name>; false when there is no such asset. */
export function sendAsset(name: string, req: IncomingMessage, res: ServerResponse): boolean {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (asset === undefined) return false;
  const version = versionOf(asset.body);
  const asked = new URL(req.url ?? '/', 'http://page').searchParams.get('v');
  const headers = {
    'content-type': asset.type,
    etag: `"${version}"`,
    // Versioned URLs never change; an unversioned one is checked each time.
    'cache-control': asked === version ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === `"${version}"`) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(asset.body) });
  res.end(req.method === 'HEAD' ? undefined : asset.body);
  return true;
}
