import { webhookTriggerSettings, gitSourceOf } from '../../buildplan/triggers/build-config-fields.js';
import type { BuildWebhookLookup } from '../../webhooks/openshift/build-webhook-options.js';
import type { DesiredRevision } from '../desired-state.js';

/**
 * The BuildConfig webhook receiver's lookup over the loaded revision: a
 * BuildConfig's inline trigger secrets, its allowEnv and its branch. Secrets
 * named by `secretReference` are read by `referencedSecret` from what serve
 * has cached of the project's Secrets (never fetched while a request waits).
 */
export function buildWebhookLookup(
  current: () => DesiredRevision | undefined,
  referencedSecret: (namespace: string, secret: string) => string | undefined = () => undefined,
): BuildWebhookLookup {
  return (namespace, name, type) => {
    const manifest = current()
      ?.model.projects.find((p) => p.name === namespace)
      ?.manifests.find((m) => m.openshiftKind === 'BuildConfig' && m.name === name);
    if (manifest === undefined) return undefined;
    const settings = webhookTriggerSettings(manifest, type === 'github' ? 'GitHub' : 'Generic');
    if (settings === undefined) return undefined;
    const referenced = settings.secretReferences
      .map((secret) => referencedSecret(namespace, secret))
      .filter((secret): secret is string => secret !== undefined);
    return {
      secrets: [...settings.secrets, ...referenced],
      allowEnv: settings.allowEnv,
      ref: gitSourceOf(manifest)?.ref,
    };
  };
}
