import type { Manifest } from '../../model/manifest.js';
import { asBoolean, asName, asRecord, asRecordList } from '../../model/values.js';

/**
 * The fields of a BuildConfig the triggers read, field by field from the
 * loaded manifest (schema validation has run, so a wrong shape only means
 * "absent"). Kept here, not shared with the build planner, so trigger
 * matching depends on nothing but the model.
 */

/** A BuildConfig of a project, named as people write it: `shop/app`. */
export interface ProjectBuildConfig {
  readonly project: string;
  readonly manifest: Manifest;
}

export function buildConfigsOf(projects: ReadonlyMap<string, readonly Manifest[]>): ProjectBuildConfig[] {
  const found: ProjectBuildConfig[] = [];
  for (const [project, manifests] of projects)
    for (const manifest of manifests)
      if (manifest.openshiftKind === 'BuildConfig') found.push({ project, manifest });
  return found;
}

export function qualifiedName({ project, manifest }: ProjectBuildConfig): string {
  return `${project}/${manifest.name}`;
}

function specOf(manifest: Manifest): Readonly<Record<string, unknown>> {
  return asRecord(manifest.object['spec']);
}

/** `spec.source.git`: the repository and the ref (branch, tag or commit) it builds; none without a git source. */
export function gitSourceOf(manifest: Manifest): { readonly uri: string; readonly ref?: string } | undefined {
  const git = asRecord(asRecord(specOf(manifest)['source'])['git']);
  const uri = asName(git['uri']);
  if (uri === undefined) return undefined;
  const ref = asName(git['ref']);
  return ref === undefined ? { uri } : { uri, ref };
}

export type BuildTriggerType = 'GitHub' | 'Generic' | 'GitLab' | 'Bitbucket' | 'ImageChange' | 'ConfigChange';

/** `spec.triggers` of one type, each as written. */
export function triggersOf(manifest: Manifest, type: BuildTriggerType): Readonly<Record<string, unknown>>[] {
  return asRecordList(specOf(manifest)['triggers']).filter((trigger) => trigger['type'] === type);
}

export function hasTrigger(manifest: Manifest, type: BuildTriggerType): boolean {
  return triggersOf(manifest, type).length > 0;
}

/** What a webhook trigger of one type allows: its inline secrets, the Secrets it refers to, and allowEnv. */
export interface WebhookTriggerSettings {
  /** Inline `secret` values (deprecated in OpenShift, still common in templates). */
  readonly secrets: readonly string[];
  /** `secretReference.name`: Secrets of the project whose `WebHookSecretKey` holds the secret. */
  readonly secretReferences: readonly string[];
  /** True when any of the triggers of this type sets `allowEnv`: only the generic webhook reads it. */
  readonly allowEnv: boolean;
}

const WEBHOOK_FIELD: Readonly<Record<'GitHub' | 'Generic' | 'GitLab' | 'Bitbucket', string>> = {
  GitHub: 'github',
  Generic: 'generic',
  GitLab: 'gitlab',
  Bitbucket: 'bitbucket',
};

/** The webhook triggers of one type, merged; undefined when the BuildConfig has none of that type. */
export function webhookTriggerSettings(
  manifest: Manifest,
  type: 'GitHub' | 'Generic' | 'GitLab' | 'Bitbucket',
): WebhookTriggerSettings | undefined {
  const triggers = triggersOf(manifest, type);
  if (triggers.length === 0) return undefined;
  const settings = triggers.map((trigger) => asRecord(trigger[WEBHOOK_FIELD[type]]));
  return {
    secrets: settings.flatMap((s) => optional(asName(s['secret']))),
    secretReferences: settings.flatMap((s) => optional(asName(asRecord(s['secretReference'])['name']))),
    allowEnv: settings.some((s) => asBoolean(s['allowEnv']) === true),
  };
}

/** An image reference as BuildConfigs write it (`from`, `output.to`). */
export interface ImageReference {
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
}

export function imageReferenceOf(value: unknown): ImageReference | undefined {
  const record = asRecord(value);
  const kind = asName(record['kind']);
  const name = asName(record['name']);
  if (kind === undefined || name === undefined) return undefined;
  const namespace = asName(record['namespace']);
  return namespace === undefined ? { kind, name } : { kind, name, namespace };
}

/** The builder or base image of the strategy: `dockerStrategy.from`, `sourceStrategy.from` or `customStrategy.from`. */
export function strategyFromOf(manifest: Manifest): ImageReference | undefined {
  const strategy = asRecord(specOf(manifest)['strategy']);
  for (const key of ['sourceStrategy', 'dockerStrategy', 'customStrategy']) {
    const from = imageReferenceOf(asRecord(strategy[key])['from']);
    if (from !== undefined) return from;
  }
  return undefined;
}

/** `spec.output.to`. */
export function outputOf(manifest: Manifest): ImageReference | undefined {
  return imageReferenceOf(asRecord(specOf(manifest)['output'])['to']);
}

function optional<T>(value: T | undefined): T[] {
  return value === undefined ? [] : [value];
}
