import { GitshiftError } from '../errors/index.js';
import { dockerHubEndpoint } from './dockerhub/dockerhub-endpoint.js';
import type { Endpoint } from './endpoint.js';
import { genericEndpoint } from './generic/generic-endpoint.js';
import { gitHubEndpoint } from './github/github-endpoint.js';
import { buildConfigWebhookEndpoint } from './openshift/build-webhook-endpoint.js';
import { RateLimiter } from './rate-limiter.js';
import { registryEndpoint } from './registry/registry-endpoint.js';
import { SecretSet } from './secret-match.js';
import type { WebhookSource } from './webhook-event.js';
import {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_RATE_LIMITS,
  secretList,
  type WebhookOptions,
} from './webhook-options.js';

/** The receiver of each source that has a secret configured; a source missing here answers 404. */
export type EndpointTable = Partial<Record<WebhookSource, Endpoint>>;

/** The token buckets of each source whose rate limit is on. */
export type LimiterTable = Partial<Record<WebhookSource, RateLimiter>>;

/** One receiver per configured source, with its body cap; a cap that is no positive whole number is WEBHOOK_CONFIG_INVALID. */
export function buildEndpoints(options: WebhookOptions): EndpointTable {
  const caps = { ...DEFAULT_MAX_BODY_BYTES, ...options.maxBodyBytes };
  const github = secretList(options.githubSecret, 'githubSecret');
  const dockerhub = secretList(options.dockerhubSecret, 'dockerhubSecret');
  const registry = secretList(options.registrySecret, 'registrySecret');
  for (const [source, cap] of Object.entries(caps))
    if (!Number.isSafeInteger(cap) || cap <= 0)
      throw new GitshiftError(
        'WEBHOOK_CONFIG_INVALID',
        `maxBodyBytes.${source} must be a positive whole number of bytes`,
      );
  return {
    ...(github.length > 0 ? { github: gitHubEndpoint(github, caps.github) } : {}),
    ...(dockerhub.length > 0
      ? { dockerhub: dockerHubEndpoint(new SecretSet(dockerhub), caps.dockerhub) }
      : {}),
    ...(registry.length > 0 ? { registry: registryEndpoint(new SecretSet(registry), caps.registry) } : {}),
    ...(options.genericSecrets === undefined
      ? {}
      : { generic: genericEndpoint(options.genericSecrets, caps.generic) }),
    ...(options.buildConfigWebhooks === undefined
      ? {}
      : {
          'openshift-build': buildConfigWebhookEndpoint(options.buildConfigWebhooks, caps['openshift-build']),
        }),
  };
}

/** A limiter per source, the defaults where none is given; `false` turns one off, a rate below 0 or burst below 1 is WEBHOOK_CONFIG_INVALID. */
export function buildLimiters(options: WebhookOptions, now: () => number): LimiterTable {
  const limiters: LimiterTable = {};
  for (const source of Object.keys(DEFAULT_RATE_LIMITS) as WebhookSource[]) {
    const limit = options.rateLimits?.[source] ?? DEFAULT_RATE_LIMITS[source];
    if (limit === false) continue;
    if (!(limit.perSecond > 0) || !(limit.burst >= 1))
      throw new GitshiftError(
        'WEBHOOK_CONFIG_INVALID',
        `rateLimits.${source}: perSecond must be above 0 and burst at least 1`,
      );
    limiters[source] = new RateLimiter(limit, now);
  }
  return limiters;
}
