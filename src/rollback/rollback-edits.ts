import { GitshiftError } from '../errors/index.js';
import type { FieldPath } from '../yaml/read/field-path.js';
import { isRecord } from '../model/values.js';
import type { FieldEdit } from '../writeback/edits/set-field.js';
import { canonicalJson } from '../yaml/values/lossless-json.js';
import type { DeploymentAt } from './deployment-state.js';

/**
 * What a rollback restores besides the pod template, as `oc rollback`'s
 * `--change-scaling-settings`, `--change-strategy` and `--change-triggers`:
 * by default only the pod and container configuration goes back.
 */
export interface RollbackScope {
  /** `spec.replicas` and `spec.selector`. Default: false. */
  readonly scaling?: boolean;
  /** `spec.strategy`. Default: false. */
  readonly strategy?: boolean;
  /** `spec.triggers`. Default: false. */
  readonly triggers?: boolean;
}

/** An ImageChange trigger the rollback made manual, pinned to the image it ran at the revision. */
export interface PinnedTrigger {
  readonly index: number;
  /** `stream:tag` the trigger follows. */
  readonly from: string;
  readonly image: string;
}

export interface RollbackChanges {
  /** Field edits of the DeploymentConfig in its file, smallest first; empty when there is nothing to do. */
  readonly edits: readonly FieldEdit[];
  readonly pinned: readonly PinnedTrigger[];
  /** Container → [image now, image after the rollback], for containers whose image changes. */
  readonly imageChanges: ReadonlyMap<string, readonly [string | undefined, string]>;
}

/**
 * The edits that make `current` what `target` was, the way `oc rollback`
 * does it: the pod template (and, as asked, scaling, strategy, triggers) is
 * restored, and every ImageChange trigger is set `automatic: false` with
 * `lastTriggeredImage` = the image its containers ran at the target, so the
 * next image pushed to the stream does not roll the application forward
 * again. Nothing to do when the restored parts and every image already match.
 */
export function rollbackChanges(
  current: DeploymentAt,
  target: DeploymentAt,
  name: string,
  scope: RollbackScope = {},
): RollbackChanges {
  if (current.template !== undefined) {
    throw new GitshiftError(
      'ROLLBACK_UNSUPPORTED',
      `DeploymentConfig '${name}' is produced by Template '${current.template}' in ${current.file}; roll back by changing the template's parameters in Git`,
      { file: current.file, template: current.template },
    );
  }
  const restored: string[] = ['template'];
  if (scope.scaling === true) restored.push('replicas', 'selector');
  if (scope.strategy === true) restored.push('strategy');
  if (scope.triggers === true) restored.push('triggers');

  const imageChanges = new Map<string, readonly [string | undefined, string]>();
  for (const [container, image] of target.images) {
    const now = current.images.get(container);
    if (now !== image) imageChanges.set(container, [now, image]);
  }
  const same = restored.every(
    (field) => canonicalJson(current.spec[field]) === canonicalJson(target.spec[field]),
  );
  if (same && imageChanges.size === 0) return { edits: [], pinned: [], imageChanges };

  const spec: Record<string, unknown> = structuredClone({ ...current.spec });
  for (const field of restored) {
    if (target.spec[field] === undefined) delete spec[field];
    else spec[field] = structuredClone(target.spec[field]);
  }
  const pinned = pinTriggers(spec, target, name);
  const edits = fieldEditsBetween(['spec'], current.spec, spec).map(({ path, value }): FieldEdit => ({
    file: current.file,
    selector: { kind: 'DeploymentConfig', name },
    path,
    value,
  }));
  return { edits, pinned, imageChanges };
}

/** Sets each ImageChange trigger of `spec` manual, at the image its first container ran at `target`. */
function pinTriggers(spec: Record<string, unknown>, target: DeploymentAt, name: string): PinnedTrigger[] {
  const pinned: PinnedTrigger[] = [];
  const triggers = Array.isArray(spec['triggers']) ? (spec['triggers'] as unknown[]) : [];
  triggers.forEach((trigger, index) => {
    if (!isRecord(trigger) || trigger['type'] !== 'ImageChange') return;
    const params = trigger['imageChangeParams'];
    if (!isRecord(params)) return;
    const containers = Array.isArray(params['containerNames']) ? (params['containerNames'] as unknown[]) : [];
    const image = containers
      .map((container) => (typeof container === 'string' ? target.images.get(container) : undefined))
      .find((found) => found !== undefined);
    const from = isRecord(params['from']) ? String(params['from']['name']) : '?';
    if (image === undefined) {
      throw new GitshiftError(
        'ROLLBACK_REVISION_INVALID',
        `DeploymentConfig '${name}' had no image for containers ${containers.join(', ')} of its ImageChange trigger on ${from} at that revision`,
        { trigger: index },
      );
    }
    params['automatic'] = false;
    params['lastTriggeredImage'] = image;
    pinned.push({ index, from, image });
  });
  return pinned;
}

/**
 * The fewest field settings that turn `from` into `to`: maps are descended
 * while no key goes away (a YAML map cannot lose a key by setting a field, so
 * such a map is replaced whole), lists of equal length item by item; every
 * untouched line of the file keeps its formatting and comments.
 */
export function fieldEditsBetween(
  path: FieldPath,
  from: unknown,
  to: unknown,
): { path: FieldPath; value: unknown }[] {
  if (canonicalJson(from) === canonicalJson(to)) return [];
  if (isRecord(from) && isRecord(to) && Object.keys(from).every((key) => key in to)) {
    return Object.keys(to).flatMap((key) => fieldEditsBetween([...path, key], from[key], to[key]));
  }
  if (Array.isArray(from) && Array.isArray(to) && from.length === to.length) {
    return to.flatMap((item: unknown, i) => fieldEditsBetween([...path, i], from[i], item));
  }
  return [{ path, value: to }];
}
