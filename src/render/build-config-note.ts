import type { Manifest } from '../model/manifest.js';
import { asName, asRecord, asRecordList } from '../model/values.js';

/** What a BuildConfig will do once builds run; until then it renders nothing, and says so. */
export interface BuildNote {
  readonly name: string;
  /** `projects/shop/app.yaml`. */
  readonly file: string;
  /** One sentence: the strategy, the source, where the image goes, what starts a build. */
  readonly summary: string;
}

/**
 * Describes a BuildConfig in the user's words. Read field by field, without
 * trusting the schema: a BuildConfig with problems is set aside, not blocking
 * its project, so it may be any shape here.
 */
export function describeBuildConfig(manifest: Manifest): BuildNote {
  const spec = asRecord(manifest.object['spec']);
  const strategy = asRecord(spec['strategy']);
  const type = asName(strategy['type']) ?? strategyOf(strategy) ?? 'an unknown strategy';
  const builder = asName(asRecord(asRecord(strategy[`${lowerFirst(type)}Strategy`])['from'])['name']);
  const parts = [`build with the ${type} strategy${builder === undefined ? '' : ` (${builder})`}`];
  parts.push(`from ${sourceOf(asRecord(spec['source']))}`);
  const to = asRecord(asRecord(spec['output'])['to']);
  const output = asName(to['name']);
  parts.push(
    output === undefined
      ? 'without pushing the image anywhere'
      : `and push ${asName(to['kind']) === 'DockerImage' ? 'the image' : 'ImageStreamTag'} ${output}`,
  );
  const triggers = asRecordList(spec['triggers'])
    .map((t) => asName(t['type']))
    .filter((t): t is string => t !== undefined);
  const when =
    triggers.length === 0 ? 'when started by hand' : `started by its triggers: ${triggers.join(', ')}`;
  return {
    name: manifest.name,
    file: manifest.source.file,
    summary: `not rendered: builds do not run yet; it will ${parts.join(' ')}, ${when}`,
  };
}

function sourceOf(source: Readonly<Record<string, unknown>>): string {
  const git = asRecord(source['git']);
  const uri = asName(git['uri']);
  const contextDir = asName(source['contextDir']);
  const inFolder = contextDir === undefined ? '' : ` (folder ${contextDir})`;
  if (uri !== undefined) {
    const ref = asName(git['ref']);
    return `${uri}${ref === undefined ? '' : `#${ref}`}${inFolder}`;
  }
  if (asName(source['dockerfile']) !== undefined) return 'an inline Dockerfile';
  if (source['binary'] !== undefined) return 'uploaded binary input';
  if (asRecordList(source['images']).length > 0) return 'files of other images';
  return 'no source';
}

function strategyOf(strategy: Readonly<Record<string, unknown>>): string | undefined {
  for (const [key, type] of [
    ['dockerStrategy', 'Docker'],
    ['sourceStrategy', 'Source'],
    ['customStrategy', 'Custom'],
    ['jenkinsPipelineStrategy', 'JenkinsPipeline'],
  ] as const)
    if (strategy[key] !== undefined) return type;
  return undefined;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
