export type {
  BuildTriggerEvent,
  BuildTriggerGit,
  BuildWebhookType,
  ForgeKind,
  GenericTriggerEvent,
  GenericWebhookPayload,
  GitHubOtherEvent,
  GitHubPushEvent,
  ImagePushEvent,
  PullRequestCommentEvent,
  PullRequestEvent,
  PullRequestRepository,
  WebhookEvent,
  WebhookSink,
  WebhookSource,
} from './webhook-event.js';
export type { WebhookHandler } from './create-webhook-handler.js';
export { createWebhookHandler } from './create-webhook-handler.js';
export type { WebhookOptions } from './webhook-options.js';
export { DEFAULT_MAX_BODY_BYTES, DEFAULT_RATE_LIMITS } from './webhook-options.js';
export type { RateLimit } from './rate-limiter.js';
export { maskPath } from './webhook-log.js';
export { DELIVERY_LOG } from './replay-store.js';
export { RECOMMENDED_SERVER_OPTIONS } from './server-options.js';
export type {
  BuildConfigWebhookOptions,
  BuildWebhookLookup,
  BuildWebhookTarget,
} from './openshift/build-webhook-options.js';
