import { readFileSync } from 'node:fs';

/**
 * gitshift's version, from its package.json: two folders up from this file
 * both in the source tree (src/cli) and in the build (dist/src/cli is three,
 * so both are tried). 'unknown' when neither is found.
 */
export function gitshiftVersion(): string {
  for (const path of ['../../package.json', '../../../package.json']) {
    try {
      const parsed = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (parsed.name === 'gitshift' && typeof parsed.version === 'string') return parsed.version;
    } catch {
      // Not at this depth: the other layout is tried.
    }
  }
  return 'unknown';
}
