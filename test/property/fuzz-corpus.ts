import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A real manifest file: its path below the repository root and its bytes. */
export interface SeedFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

let seeds: SeedFile[] | undefined;

/** Every manifest of examples/ and test/fixtures/real-world: where mutations start. */
export function realManifests(): readonly SeedFile[] {
  seeds ??= ['examples', 'test/fixtures/real-world']
    .flatMap((dir) => walk(join(ROOT, dir)))
    .filter((path) => /\.(json|ya?ml)$/.test(path))
    .sort()
    .map((path) => ({ path: path.slice(ROOT.length), bytes: readFileSync(path) }));
  return seeds;
}

/** The documents of the real manifests as values, for mutations of their structure. */
export function realManifestValues(): readonly Record<string, unknown>[] {
  return realManifests().flatMap(({ bytes }) =>
    parseAllDocuments(new TextDecoder().decode(bytes))
      .map((document) => document.toJS() as unknown)
      .filter(
        (value): value is Record<string, unknown> =>
          typeof value === 'object' && value !== null && !Array.isArray(value),
      ),
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
