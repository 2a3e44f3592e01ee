import type { StreamTagRef } from '../model/image-stream-index.js';
import { asBoolean, asName, asRecord, isRecord } from '../model/values.js';
import { type ImageSource, readImageSource } from './plan-image.js';
import { type BuildPlanProblem, unsupported } from './plan-problem.js';

/** How a webhook proves it comes from someone who knows the secret. */
export type WebhookSecret =
  /** `secretReference.name`: the key `WebHookSecretKey` of that Secret, as OpenShift reads it. */
  | { readonly secretName: string }
  /** The deprecated inline `secret`. */
  | { readonly value: string };

export type WebhookTriggerType = 'GitHub' | 'Generic' | 'GitLab' | 'Bitbucket';

/** A trigger of `spec.triggers`, normalised: type spelled one way, defaults applied. */
export type PlannedTrigger =
  | {
      readonly type: WebhookTriggerType;
      readonly secret: WebhookSecret;
      /** Generic only: the payload's `env` is passed to the build. */
      readonly allowEnv: boolean;
      /** `spec.triggers[2]`. */
      readonly field: string;
    }
  | {
      readonly type: 'ImageChange';
      /** The tag whose moves start a build: the trigger's `from`, else the strategy's. */
      readonly from: StreamTagRef;
      readonly paused: boolean;
      /** The image that last started a build, so the same image does not start one again. */
      readonly lastTriggeredImageID?: string;
      readonly field: string;
    }
  | { readonly type: 'ConfigChange'; readonly field: string };

/** OpenShift's API took `github`, `generic`, `imageChange` (its v1 spelling) as well. */
const TYPES: ReadonlyMap<string, PlannedTrigger['type']> = new Map(
  (['GitHub', 'Generic', 'GitLab', 'Bitbucket', 'ImageChange', 'ConfigChange'] as const).map((t) => [
    t.toLowerCase(),
    t,
  ]),
);

const KEY: Readonly<Record<WebhookTriggerType, string>> = {
  GitHub: 'github',
  Generic: 'generic',
  GitLab: 'gitlab',
  Bitbucket: 'bitbucket',
};

/**
 * `spec.triggers`, normalised. `strategyFrom` is the strategy's `from`: an
 * ImageChange trigger without its own `from` watches it, which needs it to
 * be an ImageStreamTag.
 */
export function planTriggers(
  spec: Readonly<Record<string, unknown>>,
  namespace: string,
  strategyFrom: { readonly source: ImageSource | undefined; readonly field: string },
  problems: BuildPlanProblem[],
  warnings: BuildPlanProblem[],
): PlannedTrigger[] {
  const value = spec['triggers'];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    // `triggers: {}` is in OpenShift's own examples; it means none.
    if (isRecord(value) && Object.keys(value).length === 0)
      warnings.push(
        unsupported('spec.triggers', 'read as no triggers: an empty object where a list belongs'),
      );
    else problems.push(unsupported('spec.triggers', 'must be a list of triggers'));
    return [];
  }
  const triggers: PlannedTrigger[] = [];
  let followsStrategy: string | undefined;
  value.forEach((item: unknown, index) => {
    const field = `spec.triggers[${index}]`;
    const trigger = asRecord(item);
    const spelled = asName(trigger['type']);
    const type = spelled === undefined ? undefined : TYPES.get(spelled.toLowerCase());
    if (!isRecord(item) || type === undefined) {
      problems.push(
        unsupported(
          `${field}.type`,
          `${spelled === undefined ? 'no type' : `'${spelled}'`}: must be one of ${[...TYPES.values()].join(', ')}`,
        ),
      );
      return;
    }
    if (type === 'ConfigChange') {
      triggers.push({ type, field });
      return;
    }
    if (type === 'ImageChange') {
      const params = asRecord(trigger['imageChange']);
      const paused = asBoolean(params['paused']) ?? false;
      const last = asName(params['lastTriggeredImageID']);
      const extra = last === undefined ? {} : { lastTriggeredImageID: last };
      if (params['from'] !== undefined && params['from'] !== null) {
        const source = readImageSource(params['from'], `${field}.imageChange.from`, namespace, problems);
        if (source === undefined) return;
        if (source.kind !== 'ImageStreamTag') {
          problems.push(
            unsupported(
              `${field}.imageChange.from.kind`,
              `an ImageChange trigger watches an ImageStreamTag, not a ${source.kind}`,
            ),
          );
          return;
        }
        triggers.push({ type, from: source.ref, paused, ...extra, field });
        return;
      }
      if (followsStrategy !== undefined) {
        warnings.push(
          unsupported(
            field,
            `ignored: only one ImageChange trigger may follow the strategy's from, and ${followsStrategy} already does`,
          ),
        );
        return;
      }
      followsStrategy = field;
      const source = strategyFrom.source;
      if (source?.kind !== 'ImageStreamTag') {
        // OpenShift accepts such a trigger (its own examples have it) and it never fires; say so rather than refuse the build.
        warnings.push(
          unsupported(
            `${field}.imageChange`,
            source === undefined
              ? `never fires: it follows the strategy's from, but ${strategyFrom.field} names no image; give the trigger a from`
              : `never fires: it follows the strategy's from, which is a ${source.kind}, and only an ImageStreamTag moves; give the trigger a from or the strategy an ImageStreamTag`,
          ),
        );
        return;
      }
      triggers.push({ type, from: source.ref, paused, ...extra, field });
      return;
    }
    const key = KEY[type];
    const hook = asRecord(trigger[key]);
    const reference = asName(asRecord(hook['secretReference'])['name']);
    const inline = asName(hook['secret']);
    if (reference !== undefined && inline !== undefined)
      warnings.push(
        unsupported(
          `${field}.${key}.secret`,
          'ignored: secretReference is given, and it is the one checked, as in OpenShift',
        ),
      );
    const secret: WebhookSecret | undefined =
      reference !== undefined
        ? { secretName: reference }
        : inline !== undefined
          ? { value: inline }
          : undefined;
    if (secret === undefined) {
      problems.push(
        unsupported(
          `${field}.${key}`,
          `a ${type} webhook needs a secret: give secretReference.name (a Secret with key WebHookSecretKey) or secret`,
        ),
      );
      return;
    }
    const allowEnv = asBoolean(hook['allowEnv']) ?? false;
    if (allowEnv && type !== 'Generic')
      warnings.push(unsupported(`${field}.${key}.allowEnv`, `ignored: only Generic webhooks carry env`));
    triggers.push({ type, secret, allowEnv: allowEnv && type === 'Generic', field });
  });
  return triggers;
}
