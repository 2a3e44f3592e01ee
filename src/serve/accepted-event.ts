import type { WebhookEvent } from '../webhooks/webhook-event.js';

/** An accepted event's log line and /status entry: its name and what identifies it. */
export function describeEvent(
  event: WebhookEvent,
  tracked: boolean,
  projects: () => readonly string[],
): { readonly msg: string; readonly fields: Readonly<Record<string, unknown>> } {
  switch (event.kind) {
    case 'github-push':
      return {
        msg: 'github-push',
        fields: {
          delivery: event.deliveryId,
          repository: event.repository.fullName,
          ref: event.ref,
          after: event.after.slice(0, 12),
          action: tracked ? 'fetch' : 'recorded',
        },
      };
    case 'build-trigger':
      return {
        msg: 'build-trigger',
        fields: {
          delivery: event.deliveryId,
          buildConfig: `${event.namespace}/${event.buildConfig}`,
          trigger: event.trigger,
          commit: event.git?.commit?.slice(0, 12),
          ...(event.notes.length === 0 ? {} : { notes: event.notes.join('; ') }),
        },
      };
    case 'pull-request':
      return {
        msg: 'pull-request',
        fields: {
          delivery: event.deliveryId,
          forge: event.forge,
          repository: event.repository.fullName,
          number: event.number,
          action: event.action,
          head: event.head.sha.slice(0, 12),
        },
      };
    case 'pull-request-comment':
      return {
        msg: 'pull-request-comment',
        fields: {
          delivery: event.deliveryId,
          repository: event.repository.fullName,
          number: event.number,
          author: event.author,
        },
      };
    case 'github-event':
      return {
        msg: 'github-event',
        fields: { delivery: event.deliveryId, event: event.name, action: event.action },
      };
    case 'image-push':
      return {
        msg: 'image-push',
        fields: {
          source: event.source,
          event: event.eventId,
          image: `${event.registryHost}/${event.repository}:${event.tag}`,
          digest: event.digest,
        },
      };
    case 'generic':
      return {
        msg: 'generic-trigger',
        fields: {
          project: event.project,
          event: event.eventId,
          action: projects().includes(event.project) ? 'reconcile' : 'unknown project',
        },
      };
  }
}
