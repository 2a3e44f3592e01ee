const YAML_FILE = /\.ya?ml$/;
const JSON_FILE = /\.json$/;

/** How a manifest file is written: its extension decides, as for `oc apply -f <dir>`. */
export type ManifestFormat = 'yaml' | 'json';

/** The format of a manifest file, or undefined when its extension is none of `.yaml`, `.yml`, `.json`. */
export function manifestFormat(path: string): ManifestFormat | undefined {
  if (YAML_FILE.test(path)) return 'yaml';
  if (JSON_FILE.test(path)) return 'json';
  return undefined;
}
