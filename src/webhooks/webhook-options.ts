import { GitshiftError } from '../errors/index.js';
import type { BuildConfigWebhookOptions } from './openshift/build-webhook-options.js';
import type { RateLimit } from './rate-limiter.js';
import type { WebhookSink, WebhookSource } from './webhook-event.js';
import type { Logger } from '../observability/logger.js';

export interface WebhookOptions {
  /** Where accepted events go. */
  readonly sink: WebhookSink;
  /** Directory of the replay store (`deliveries.log`); created when missing. */
  readonly stateDir: string;
  /** The GitHub webhook secret (two while rotating). None turns /hooks/github off (404). */
  readonly githubSecret?: string | readonly string[] | undefined;
  /** The secret in /hooks/dockerhub/<secret>. None turns the endpoint off. */
  readonly dockerhubSecret?: string | readonly string[] | undefined;
  /** The secret in /hooks/registry/<secret>. None turns the endpoint off. */
  readonly registrySecret?: string | readonly string[] | undefined;
  /** The secrets of /hooks/generic/<project>/<secret>; [] for a project without one. None turns the endpoint off. */
  readonly genericSecrets?: ((project: string) => readonly string[]) | undefined;
  /**
   * BuildConfig webhooks at OpenShift's URLs (`/apis/build.openshift.io/v1/namespaces/<ns>/buildconfigs/<name>/webhooks/<secret>/github|generic`).
   * None turns them off (404).
   */
  readonly buildConfigWebhooks?: BuildConfigWebhookOptions | undefined;
  /** Body caps in bytes. Default: GitHub and OpenShift's build URLs 25 MiB (GitHub's own cap), the others 1 MiB. */
  readonly maxBodyBytes?: Partial<Record<WebhookSource, number>>;
  /** The body must arrive within this many ms of the request. Default: 10,000 (GitHub gives up after 10 s). */
  readonly bodyTimeoutMs?: number;
  /** Token buckets per endpoint and sender address; `false` turns one off. Default: DEFAULT_RATE_LIMITS. */
  readonly rateLimits?: Partial<Record<WebhookSource, RateLimit | false>>;
  /** Replay store tuning. Default: ids kept 3 days, at most 2,000,000. */
  readonly replay?: {
    readonly retentionMs?: number;
    readonly maxEntries?: number;
    readonly compactAfterLines?: number;
  };
  /** Gets one line per delivery (`webhook`, `webhook-rejected`), secret paths masked. Default: none. */
  readonly log?: Logger;
  /**
   * Why deliveries cannot be recorded now (the state directory is full), or
   * undefined: while it says so, every delivery is answered 503 with
   * Retry-After before anything is read or recorded, so the sender delivers
   * again rather than trusting a 202 nothing durable stands behind. Default: never.
   */
  readonly unavailable?: () => string | undefined;
  /** Milliseconds since the epoch. Default: Date.now. */
  readonly now?: () => number;
}

/**
 * Per sender address. GitHub sends from a few addresses for every
 * repository of an organisation, so its bucket is the largest; a registry
 * notifies once per manifest; the others are people's tools.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<WebhookSource, RateLimit>> = {
  github: { perSecond: 200, burst: 1000 },
  registry: { perSecond: 100, burst: 500 },
  dockerhub: { perSecond: 20, burst: 100 },
  generic: { perSecond: 10, burst: 50 },
  // Each BuildConfig has its own URL; one GitHub address may deliver pushes for many of them.
  'openshift-build': { perSecond: 50, burst: 250 },
};

export const DEFAULT_MAX_BODY_BYTES: Readonly<Record<WebhookSource, number>> = {
  github: 25 * 1024 * 1024,
  registry: 1024 * 1024,
  dockerhub: 1024 * 1024,
  generic: 1024 * 1024,
  // GitHub's pushes come here too: GitHub's own cap. The body is read only once the URL's secret matched.
  'openshift-build': 25 * 1024 * 1024,
};

/** The secrets given for an endpoint as a list; an empty string is a mistake, not "no secret". */
export function secretList(value: string | readonly string[] | undefined, name: string): readonly string[] {
  if (value === undefined) return [];
  const list = typeof value === 'string' ? [value] : value;
  if (list.some((secret) => secret.trim() === ''))
    throw new GitshiftError(
      'WEBHOOK_CONFIG_INVALID',
      `${name}: a webhook secret is empty; give a secret or leave it out to turn the endpoint off`,
    );
  return list;
}
