import { httpRegistryClient } from '../../images/http-registry-client.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { Clock } from '../../runtime/index.js';
import { RateLimiter } from '../../webhooks/rate-limiter.js';
import type { WriteBackEdit, WriteBackReason } from '../../writeback/write-back-edit.js';
import type { DesiredRevision } from '../desired-state.js';
import { registryHosts } from '../image-updates.js';
import type { ResolvedServeConfig } from '../serve-config.js';
import type { ContainersApi } from './containers-api.js';
import { RecentContainerWrites } from './containers-recent.js';

export interface ContainersApiDependencies {
  readonly current: () => DesiredRevision | undefined;
  /** serve's one write-back (images.write). */
  readonly write: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<string[]>;
  readonly addedIn: (path: string) => Promise<string | undefined>;
  readonly kube: KubeApi;
  readonly leads: () => boolean;
  readonly clock: Clock;
  readonly log: Logger;
}

/**
 * The containers API from serve's configuration, or undefined when
 * `containers.enabled` is false or write-back commits to another branch
 * (`writeBack.branch`) than the one serve reconciles. Its registry client asks only the hosts
 * under `registries`, whatever `onlyConfiguredRegistries` says: a request
 * names the image, and must not make serve reach anywhere else.
 */
export function openContainersApi(
  config: ResolvedServeConfig,
  deps: ContainersApiDependencies,
): ContainersApi | undefined {
  const { containers } = config;
  if (!containers.enabled) return undefined;
  if (config.writeBack.branch !== undefined) {
    // A container committed to another branch would run only once someone merged it.
    deps.log.warn(
      { branch: config.writeBack.branch },
      'the containers API is off: writeBack.branch sends commits to a branch serve does not reconcile',
    );
    return undefined;
  }
  const hosts = registryHosts(config);
  return {
    ...deps,
    recent: new RecentContainerWrites(
      () => deps.clock.now(),
      () => deps.current()?.commit,
    ),
    images: { hosts, registry: httpRegistryClient({ hosts, onlyConfiguredHosts: true }) },
    placement: { nodeSelector: containers.nodeSelector, tolerations: containers.tolerations },
    writeLimit: new RateLimiter(containers.rateLimit, () => deps.clock.now()),
    maxBodyBytes: containers.maxBodyBytes,
    bodyTimeoutMs: 10_000,
  };
}
