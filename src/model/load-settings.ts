import type { Problem } from '../errors/index.js';
import { problemAt, problemInFile } from '../yaml/read/problem-at.js';
import { PROJECTS_DIR, SETTINGS_FILE } from './repository-layout.js';
import type { SchemaValidator } from './schema-validator.js';
import { withSchemaDefaults } from './schema-defaults.js';
import { DEFAULT_SETTINGS, settingsFromValue, type RepositorySettings } from './settings.js';
import { parseYamlFile } from '../yaml/read/parse-yaml-file.js';
import type { YamlLimits } from '../yaml/read/yaml-limits.js';

export interface LoadedSettings {
  readonly settings: RepositorySettings;
  readonly problems: readonly Problem[];
}

export interface LoadSettingsOptions extends YamlLimits {
  readonly validator: SchemaValidator;
  /**
   * Project folders the repository holds. With none and no `gitshift.yaml`
   * either, nothing here is a config repository. Default: 0.
   */
  readonly projects?: number;
}

/**
 * Reads `gitshift.yaml`. Every field is optional, `apiVersion` and `kind`
 * too (when given they must be right), so `{}`, an empty file or no file at
 * all mean the defaults, silently: they are documented, and a file that only
 * restates them is no better. What is reported: an invalid file (the
 * defaults stand in and nothing renders), and a folder with neither
 * `gitshift.yaml` nor a project, which is the wrong folder, not an empty
 * config repository.
 */
export function loadSettings(bytes: Uint8Array | undefined, options: LoadSettingsOptions): LoadedSettings {
  const { validator, projects = 0 } = options;
  if (bytes === undefined) {
    if (projects > 0) return { settings: DEFAULT_SETTINGS, problems: [] };
    const message = `nothing to load: no ${SETTINGS_FILE} and no ${PROJECTS_DIR}/<name>/ folder with manifests; point gitshift at the folder that holds them (--path for a repository URL)`;
    return {
      settings: DEFAULT_SETTINGS,
      problems: [problemInFile(SETTINGS_FILE, 'SETTINGS_MISSING', message)],
    };
  }
  const parsed = parseYamlFile(SETTINGS_FILE, bytes, options);
  const problems: Problem[] = [...parsed.problems];
  const source = parsed.documents[0];
  // An empty file, or comments only: the defaults, as with `{}`.
  if (source === undefined) return { settings: DEFAULT_SETTINGS, problems };
  if (parsed.documents.length > 1) {
    const extra = parsed.documents[1] ?? source;
    problems.push(problemAt(extra, [], 'SCHEMA_VIOLATION', `${SETTINGS_FILE} must hold one document`));
  }
  const issues = validator.validate('Settings', source.value);
  for (const issue of issues)
    problems.push(problemAt(source, issue.path, issue.code, issue.message, { key: issue.atKey }));
  if (issues.length > 0) return { settings: DEFAULT_SETTINGS, problems };
  // Valid: the schema's defaults fill a copy; source.value, which problems point into, stays as parsed.
  return { settings: settingsFromValue(withSchemaDefaults('Settings', source.value)), problems };
}

/**
 * Whether a problem stops every project from rendering: an error in
 * `gitshift.yaml`, without which the defaults would render something else
 * than the repository asks for.
 */
export function blocksEveryProject(problem: Problem): boolean {
  return problem.severity === 'error' && problem.file === SETTINGS_FILE;
}
