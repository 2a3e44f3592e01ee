import { manifestFormat } from './manifest-format.js';
import { parseJsonFile } from './parse-json-file.js';
import { parseYamlFile, type ParsedYamlFile } from './parse-yaml-file.js';
import type { YamlLimits } from './yaml-limits.js';

/** Parses a manifest file as its extension says: `.json` as JSON, anything else as YAML. */
export function parseManifestFile(file: string, bytes: Uint8Array, limits: YamlLimits = {}): ParsedYamlFile {
  return manifestFormat(file) === 'json'
    ? parseJsonFile(file, bytes, limits)
    : parseYamlFile(file, bytes, limits);
}
