import type { Problem } from '../errors/index.js';
import { problemAt, problemInFile } from './problem-at.js';
import { asBoolean as bool, asNumber as num, asRecord, asString as str, isRecord } from './values.js';
import { SETTINGS_FILE } from './repository-layout.js';
import type { SchemaValidator } from './schema-validator.js';
import {
  DEFAULT_SETTINGS,
  type IngressController,
  type RegistrySettings,
  type RepositorySettings,
} from './settings.js';
import { parseYamlFile } from './yaml/parse-yaml-file.js';
import type { YamlLimits } from './yaml/yaml-limits.js';

export interface LoadedSettings {
  readonly settings: RepositorySettings;
  readonly problems: readonly Problem[];
}

/** Reads `gitshift.yaml`; a missing or invalid file is reported and the defaults stand in. */
export function loadSettings(
  bytes: Uint8Array | undefined,
  validator: SchemaValidator,
  limits: YamlLimits,
): LoadedSettings {
  if (bytes === undefined) {
    const message = `no ${SETTINGS_FILE} at the repository root; create one with at least 'apiVersion: gitshift.io/v1alpha1' and 'kind: Settings'`;
    return {
      settings: DEFAULT_SETTINGS,
      problems: [problemInFile(SETTINGS_FILE, 'SETTINGS_MISSING', message)],
    };
  }
  const parsed = parseYamlFile(SETTINGS_FILE, bytes, limits);
  const problems: Problem[] = [...parsed.problems];
  const source = parsed.documents[0];
  if (source === undefined) {
    if (problems.length === 0)
      problems.push(problemInFile(SETTINGS_FILE, 'SETTINGS_MISSING', `${SETTINGS_FILE} is empty`));
    return { settings: DEFAULT_SETTINGS, problems };
  }
  if (parsed.documents.length > 1) {
    const extra = parsed.documents[1] ?? source;
    problems.push(problemAt(extra, [], 'SCHEMA_VIOLATION', `${SETTINGS_FILE} must hold one document`));
  }
  const issues = validator.validate('Settings', source.value);
  for (const issue of issues)
    problems.push(problemAt(source, issue.path, issue.code, issue.message, { key: issue.atKey }));
  if (issues.length > 0 || !isRecord(source.value)) return { settings: DEFAULT_SETTINGS, problems };
  return { settings: settingsFromValue(source.value), problems };
}

/** Merges a schema-valid settings document over the defaults. */
export function settingsFromValue(value: Readonly<Record<string, unknown>>): RepositorySettings {
  const d = DEFAULT_SETTINGS;
  const ingress = asRecord(value['ingress']);
  const routes = asRecord(value['routes']);
  const prune = asRecord(value['prune']);
  const previews = asRecord(value['previews']);
  return {
    routerSuffix: str(value['routerSuffix']) ?? d.routerSuffix,
    ingress: {
      className: str(ingress['className']) ?? d.ingress.className,
      controller: (str(ingress['controller']) as IngressController | undefined) ?? d.ingress.controller,
    },
    routes: { mode: routes['mode'] === 'openshift' ? 'openshift' : d.routes.mode },
    registries: Array.isArray(value['registries'])
      ? value['registries'].filter(isRecord).map(registryFromValue)
      : d.registries,
    prune: {
      enabled: bool(prune['enabled']) ?? d.prune.enabled,
      allowProjectDeletion: bool(prune['allowProjectDeletion']) ?? d.prune.allowProjectDeletion,
      maxDeleteRatio: num(prune['maxDeleteRatio']) ?? d.prune.maxDeleteRatio,
    },
    previews: {
      enabled: bool(previews['enabled']) ?? d.previews.enabled,
      namespacePrefix: str(previews['namespacePrefix']) ?? d.previews.namespacePrefix,
      hostSuffix: str(previews['hostSuffix']) ?? d.previews.hostSuffix,
      maxAgeHours: num(previews['maxAgeHours']) ?? d.previews.maxAgeHours,
    },
    selfHeal: bool(value['selfHeal']) ?? d.selfHeal,
  };
}

function registryFromValue(value: Readonly<Record<string, unknown>>): RegistrySettings {
  return {
    name: str(value['name']) ?? '',
    url: str(value['url']) ?? '',
    insecure: bool(value['insecure']) ?? false,
    credentialsSecret: str(value['credentialsSecret']),
  };
}
