import type { BuildWebhookType } from '../webhook-event.js';

/** What the endpoint needs to know of one BuildConfig's webhook triggers of one type. */
export interface BuildWebhookTarget {
  /** The secrets of its triggers of this type (inline `secret`, or the Secret `secretReference` names), two while rotating. */
  readonly secrets: readonly string[];
  /** A generic trigger's `allowEnv`: env from the body is kept only then. */
  readonly allowEnv: boolean;
  /** `spec.source.git.ref` (`main`, `refs/heads/main`); none: the repository's default branch. */
  readonly ref?: string | undefined;
}

/**
 * The BuildConfig `name` of project `namespace` and its triggers of `type`;
 * undefined when there is no such BuildConfig or it has no trigger of that
 * type. Called before the body is read, for every request to a build URL:
 * it must answer from memory (the loaded revision), never wait.
 */
export type BuildWebhookLookup = (
  namespace: string,
  name: string,
  type: BuildWebhookType,
) => BuildWebhookTarget | undefined;

export interface BuildConfigWebhookOptions {
  readonly lookup: BuildWebhookLookup;
  /**
   * Refuse (401) `github` deliveries that GitHub did not sign with
   * X-Hub-Signature-256. A signature that is sent is always checked, against
   * the secret in the URL. Default: false, so webhooks set up for OpenShift,
   * whose URL secret alone authenticated them, keep working; turn it on once
   * each GitHub webhook has the URL's secret as its Secret.
   */
  readonly requireGitHubSignature?: boolean | undefined;
}
