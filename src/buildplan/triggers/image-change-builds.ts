import {
  formatStreamTag,
  parseStreamTag,
  type ImageStreamIndex,
  type StreamTagRef,
} from '../../model/image-stream-index.js';
import type { Manifest } from '../../model/manifest.js';
import { asBoolean, asRecord } from '../../model/values.js';
import { resolveStreamTag } from '../../render/resolve-image.js';
import {
  buildConfigsOf,
  hasTrigger,
  imageReferenceOf,
  outputOf,
  qualifiedName,
  strategyFromOf,
  triggersOf,
  type ImageReference,
  type ProjectBuildConfig,
} from './build-config-fields.js';
import type { SkippedTrigger, TriggerDecision, TriggeredBuild } from './triggered-build.js';

/** One revision of the repository as image triggers see it. */
export interface RevisionImages {
  readonly streams: ImageStreamIndex;
  readonly projects: ReadonlyMap<string, readonly Manifest[]>;
}

/**
 * The builds that ImageStream tags moving between two revisions start: a
 * BuildConfig's ImageChange trigger watches its `from` (or, when it names
 * none, the strategy's `from`), and fires when that tag resolves to another
 * image now than before. The trigger's image is recorded in the cause.
 *
 * Never on the BuildConfig's own output: a trigger whose tag is the output
 * tag, or follows it through spec tags, is skipped, or each build's
 * write-back would start the next. A paused trigger starts nothing. A
 * BuildConfig new in this revision is left to its ConfigChange trigger when
 * it has one (one build, not two), and otherwise builds once its image resolves.
 */
export function imageChangeBuilds(previous: RevisionImages, next: RevisionImages): TriggerDecision {
  const existedBefore = new Set(buildConfigsOf(previous.projects).map(qualifiedName));
  const builds: TriggeredBuild[] = [];
  const skipped: SkippedTrigger[] = [];
  for (const config of buildConfigsOf(next.projects)) {
    const triggers = triggersOf(config.manifest, 'ImageChange');
    if (triggers.length === 0) continue;
    const name = qualifiedName(config);
    const who = { project: config.project, buildConfig: config.manifest.name };
    const isNew = !existedBefore.has(name);
    if (isNew && hasTrigger(config.manifest, 'ConfigChange')) continue;
    let started = false;
    for (const trigger of triggers) {
      const judged = judgeTrigger(config, asRecord(trigger['imageChange']), previous, next, isNew);
      if (judged === undefined) continue;
      if ('reason' in judged) {
        skipped.push({ ...who, reason: judged.reason });
        continue;
      }
      // Two of its images moving at once start one build, caused by the first.
      if (started) continue;
      started = true;
      builds.push({
        ...who,
        cause: {
          type: 'ImageChange',
          message: `image ${judged.tag} moved to ${judged.image}`,
          image: judged.image,
        },
      });
    }
  }
  return { builds, skipped };
}

type TriggerJudgement = { readonly tag: string; readonly image: string } | { readonly reason: string };

/** A moved image, the reason the trigger cannot fire, or undefined when its image did not move. */
function judgeTrigger(
  config: ProjectBuildConfig,
  settings: Readonly<Record<string, unknown>>,
  previous: RevisionImages,
  next: RevisionImages,
  isNew: boolean,
): TriggerJudgement | undefined {
  const name = qualifiedName(config);
  const from = imageReferenceOf(settings['from']) ?? strategyFromOf(config.manifest);
  if (from === undefined)
    return { reason: `the ImageChange trigger of ${name} names no image and its strategy has no from` };
  if (from.kind !== 'ImageStreamTag')
    return {
      reason: `the ImageChange trigger of ${name} watches ${from.kind} ${from.name}: only an ImageStreamTag can move`,
    };
  const watched = parseStreamTag(from.name, from.namespace ?? config.project);
  if (watched === undefined)
    return { reason: `the ImageChange trigger of ${name}: ${from.name} is not stream:tag` };
  const tag = formatStreamTag(watched, config.project);
  if (asBoolean(settings['paused']) === true)
    return changed(watched, previous, next, isNew) === undefined
      ? undefined
      : { reason: `the ImageChange trigger of ${name} on ${tag} is paused` };
  const output = outputTagOf(config);
  if (output !== undefined && followsTag(watched, output, next.streams))
    return changed(watched, previous, next, isNew) === undefined
      ? undefined
      : { reason: `${tag} is ${name}'s own output (or follows it): a build never triggers itself` };
  const image = changed(watched, previous, next, isNew);
  return image === undefined ? undefined : { tag, image };
}

/** The image the tag resolves to now when that differs from before (or the BuildConfig is new). */
function changed(
  watched: StreamTagRef,
  previous: RevisionImages,
  next: RevisionImages,
  isNew: boolean,
): string | undefined {
  const now = resolveStreamTag(watched, next.streams);
  if (!now.resolved) return undefined;
  if (isNew) return now.image;
  const before = resolveStreamTag(watched, previous.streams);
  return before.resolved && before.image === now.image ? undefined : now.image;
}

function outputTagOf(config: ProjectBuildConfig): StreamTagRef | undefined {
  const output: ImageReference | undefined = outputOf(config.manifest);
  if (output?.kind !== 'ImageStreamTag') return undefined;
  return parseStreamTag(output.name, output.namespace ?? config.project);
}

/** Whether `tag` is `target` or tracks it through spec tags' ImageStreamTag `from`, however many hops. */
function followsTag(tag: StreamTagRef, target: StreamTagRef, streams: ImageStreamIndex): boolean {
  const seen = new Set<string>();
  let current: StreamTagRef | undefined = tag;
  while (current !== undefined) {
    const key = formatStreamTag(current);
    if (key === formatStreamTag(target)) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    const from = streams.get(`${current.namespace}/${current.stream}`)?.specTags.get(current.tag)?.from;
    if (from === undefined || from['kind'] !== 'ImageStreamTag' || typeof from['name'] !== 'string')
      return false;
    const namespace =
      typeof from['namespace'] === 'string' && from['namespace'] !== ''
        ? from['namespace']
        : current.namespace;
    current = parseStreamTag(from['name'], namespace, current.stream);
  }
  return false;
}
