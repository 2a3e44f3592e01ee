import type { Problem } from '../errors/index.js';
import type { FieldPath } from '../yaml/read/field-path.js';
import { isClusterScoped, resolveKind } from './kinds.js';
import type { Manifest } from './manifest.js';
import { fileStem } from './nameless-templates.js';
import { checkObjectName } from './names.js';
import { isListKind } from '../yaml/read/list-kinds.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { isRecord } from './values.js';
import type { SourceDocument } from '../yaml/read/source-document.js';

export interface ReadManifestsResult {
  readonly manifests: Manifest[];
  readonly problems: Problem[];
}

export interface ManifestContext {
  readonly project: string;
  /** Set for objects processed out of a Template. */
  readonly template?: string;
  /**
   * Names the next Template without `metadata.name` (see `namelessTemplateNamer`,
   * one per file). Default: the file's stem.
   */
  readonly nameTemplate?: () => string;
}

/**
 * The objects of one document: the document itself, or each item of a list
 * (`isListKind`; a list inside a list is read through). Identity is checked
 * here (apiVersion, kind, name, namespace); objects that lack one are
 * reported and left out. A problem in an item names it: `items[2].metadata.name`.
 */
export function readManifests(source: SourceDocument, context: ManifestContext): ReadManifestsResult {
  const result: ReadManifestsResult = { manifests: [], problems: [] };
  const { value } = source;
  if (!isRecord(value)) {
    result.problems.push(
      problemAt(
        source,
        [],
        'YAML_NOT_AN_OBJECT',
        `document ${source.index + 1} is ${kindOfValue(value)}, not a Kubernetes object`,
        {
          project: context.project,
        },
      ),
    );
    return result;
  }
  readEntry(source, [], value, context, result);
  return result;
}

/** Reads an object, or each item of a list. */
function readEntry(
  source: SourceDocument,
  basePath: FieldPath,
  value: unknown,
  context: ManifestContext,
  result: ReadManifestsResult,
): void {
  if (!isRecord(value) || !isListKind(value['kind'])) {
    readObject(source, basePath, value, context, result);
    return;
  }
  const items = value['items'];
  // `items: null` is an empty list to oc too.
  if (items === null) return;
  if (!Array.isArray(items)) {
    const kind = String(value['kind']);
    const message = `${/^[AEIOU]/.test(kind) ? 'an' : 'a'} ${kind} must have an items list`;
    result.problems.push(
      problemAt(source, [...basePath, 'items'], 'SCHEMA_TYPE', message, { project: context.project }),
    );
    return;
  }
  items.forEach((item, i) => readEntry(source, [...basePath, 'items', i], item, context, result));
}

/** Checks the identity of one object and, when it holds, adds it as a manifest. */
export function readObject(
  source: SourceDocument,
  basePath: FieldPath,
  value: unknown,
  context: ManifestContext,
  result: ReadManifestsResult,
): void {
  const at = (path: FieldPath, ...rest: [Problem['code'], string]): void => {
    result.problems.push(problemAt(source, [...basePath, ...path], ...rest, { project: context.project }));
  };
  if (!isRecord(value)) {
    at([], 'YAML_NOT_AN_OBJECT', `expected a Kubernetes object, found ${kindOfValue(value)}`);
    return;
  }
  const { apiVersion, kind } = value;
  const metadata = value['metadata'];
  let ok = true;
  if (typeof apiVersion !== 'string' || apiVersion === '') {
    at(['apiVersion'], 'MISSING_API_VERSION', 'apiVersion is required, e.g. apps.openshift.io/v1 or v1');
    ok = false;
  }
  if (typeof kind !== 'string' || kind === '') {
    at(['kind'], 'MISSING_KIND', 'kind is required, e.g. DeploymentConfig or Service');
    ok = false;
  }
  const written = isRecord(metadata) ? metadata['name'] : undefined;
  const name = written === undefined || written === '' ? unnamedTemplateName(source, kind, context) : written;
  if (typeof name !== 'string' || name === '') {
    at(['metadata', 'name'], 'SCHEMA_REQUIRED', 'metadata.name is required');
    ok = false;
  }
  if (!ok || typeof apiVersion !== 'string' || typeof kind !== 'string' || typeof name !== 'string') return;

  const resolution = resolveKind(apiVersion, kind);
  if (resolution.type === 'unknown-version') {
    at(
      ['apiVersion'],
      'UNKNOWN_API_VERSION',
      `${kind} is served as ${resolution.accepted.join(' or ')}, not '${apiVersion}'`,
    );
    return;
  }
  // A name gitshift gave is not the user's to fix; it only names the Template within its project.
  const rejection = name === written ? checkObjectName(apiVersion, kind, name) : undefined;
  if (rejection !== undefined) at(['metadata', 'name'], rejection.code, rejection.message);

  const namespace = isRecord(metadata) ? metadata['namespace'] : undefined;
  if (namespace !== undefined && namespace !== context.project && !isClusterScoped(kind)) {
    at(
      ['metadata', 'namespace'],
      'NAMESPACE_MISMATCH',
      `namespace ${JSON.stringify(namespace)} differs from the project folder '${context.project}'; omit it or set it to '${context.project}'`,
    );
  }
  if (resolution.type === 'openshift' && kind === 'Project' && name !== context.project) {
    at(
      ['metadata', 'name'],
      'PROJECT_NAME_MISMATCH',
      `Project '${name}' is in the folder of project '${context.project}'; the names must match`,
    );
  }
  result.manifests.push({
    source,
    basePath,
    apiVersion,
    kind,
    name,
    openshiftKind: resolution.type === 'openshift' ? resolution.kind : undefined,
    object: value,
    template: context.template,
  });
}

/** The name gitshift gives a Template that has none (`namelessTemplateNamer`); other kinds get none. */
function unnamedTemplateName(
  source: SourceDocument,
  kind: unknown,
  context: ManifestContext,
): string | undefined {
  if (kind !== 'Template') return undefined;
  return context.nameTemplate?.() ?? fileStem(source.file);
}

function kindOfValue(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  return `a ${typeof value}`;
}
