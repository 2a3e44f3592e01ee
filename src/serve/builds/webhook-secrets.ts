import { buildConfigsOf, webhookTriggerSettings } from '../../buildplan/triggers/build-config-fields.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { Clock } from '../../runtime/index.js';
import type { DesiredRevision } from '../desired-state.js';

/** The key of a webhook Secret that holds the secret, as in OpenShift. */
const SECRET_KEY = 'WebHookSecretKey';

/**
 * The Secrets BuildConfig webhook triggers name (`secretReference`), read
 * from the cluster ahead of time: the webhook receiver asks for a secret
 * while a request waits and must answer from memory. Read again at each new
 * revision and every `refreshMs` (a rotated Secret is taken within that).
 */
export class WebhookSecrets {
  readonly #api: KubeApi;
  readonly #log: Logger;
  #secrets = new Map<string, string>();
  #wanted: readonly { readonly namespace: string; readonly name: string }[] = [];
  readonly #clock: Clock;
  #timer: unknown;
  #stopped = false;

  constructor(api: KubeApi, clock: Clock, log: Logger) {
    this.#api = api;
    this.#clock = clock;
    this.#log = log;
  }

  /** The secret of Secret `name` in `namespace`, if it was readable at the last refresh. */
  get(namespace: string, name: string): string | undefined {
    return this.#secrets.get(`${namespace}/${name}`);
  }

  /** Takes the Secrets a new revision's BuildConfigs name, and reads them. */
  revisionLoaded(revision: DesiredRevision): Promise<void> {
    const projects = new Map(revision.model.projects.map((p) => [p.name, p.manifests]));
    const wanted = new Map<string, { namespace: string; name: string }>();
    for (const { project, manifest } of buildConfigsOf(projects))
      for (const type of ['GitHub', 'Generic'] as const)
        for (const name of webhookTriggerSettings(manifest, type)?.secretReferences ?? [])
          wanted.set(`${project}/${name}`, { namespace: project, name });
    this.#wanted = [...wanted.values()];
    return this.refresh();
  }

  /** Reads every wanted Secret again; one that cannot be read is logged and leaves its triggers answering 404. */
  async refresh(): Promise<void> {
    const next = new Map<string, string>();
    for (const { namespace, name } of this.#wanted) {
      try {
        const secret = await this.#api.get(
          { apiVersion: 'v1', kind: 'Secret', namespace, name },
          { signal: AbortSignal.timeout(10_000) },
        );
        const encoded = (secret?.['data'] as Record<string, unknown> | undefined)?.[SECRET_KEY];
        if (typeof encoded !== 'string') {
          this.#log.warn(
            { secret: `${namespace}/${name}`, key: SECRET_KEY },
            secret === undefined ? 'webhook-secret-missing' : 'webhook-secret-without-key',
          );
          continue;
        }
        next.set(`${namespace}/${name}`, Buffer.from(encoded, 'base64').toString('utf8').trim());
      } catch (error) {
        this.#log.warn(
          { secret: `${namespace}/${name}`, error: error instanceof Error ? error.message : String(error) },
          'webhook-secret-unreadable',
        );
      }
    }
    this.#secrets = next;
  }

  start(refreshMs: number): void {
    const next = (): void => {
      this.#timer = this.#clock.setTimeout(() => {
        void this.refresh().finally(() => {
          if (!this.#stopped) next();
        });
      }, refreshMs);
    };
    next();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
  }
}
