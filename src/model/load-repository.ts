import { createHash } from 'node:crypto';
import { stepsToEnd, type Steps } from './steps.js';
import { compareProblems, hasErrors, type Problem } from '../errors/index.js';
import type { Snapshot } from '../snapshot/snapshot.js';
import { checkReferences, producedTags } from './check-references.js';
import { expandTemplates, type TemplateProcessor } from './expand-templates.js';
import { indexImageStreams } from './image-stream-index.js';
import { manifestKey, type Manifest } from './manifest.js';
import { checkLabelName } from './names.js';
import { problemAt, problemInFile } from '../yaml/read/problem-at.js';
import type { ProjectModel, RepositoryModel } from './project-model.js';
import { namelessTemplateNamer } from './nameless-templates.js';
import { readManifests } from './read-manifests.js';
import { setAsideBuildConfigProblems } from './set-aside-build-configs.js';
import { templatesOfInstances } from './template-instances.js';
import { classifyPath, PROJECTS_DIR } from './repository-layout.js';
import { blocksEveryProject, loadSettings } from './load-settings.js';
import { notRegularFileProblems } from './not-regular-files.js';
import { DEFAULT_SETTINGS, type ReferencesPolicy, type UnknownFieldsPolicy } from './settings.js';
import { withImageStreamTagTriggers } from './image-stream-triggers.js';
import { withoutNulls } from './without-nulls.js';
import { withTlsTerminationDefault } from './route-termination.js';
import type { SchemaValidator } from './schema-validator.js';
import type { TemplateLimits } from './template-limits.js';
import { parseManifestFile } from '../yaml/read/parse-manifest-file.js';
import { fileTooLarge } from '../yaml/read/parse-yaml-file.js';
import type { SourceDocument } from '../yaml/read/source-document.js';
import { DEFAULT_MAX_FILE_BYTES, type YamlLimits } from '../yaml/read/yaml-limits.js';

export interface LoadRepositoryOptions extends YamlLimits, TemplateLimits {
  readonly validator: SchemaValidator;
  readonly processTemplate: TemplateProcessor;
  /** Secret seed for generated template parameters. Default: none (templates that generate values are reported). */
  readonly templateSeed?: string | undefined;
  /**
   * Without a seed, give generated template parameters public placeholder
   * values, so that a repository can be validated without the secret seed.
   * Never for rendering. Default: false.
   */
  readonly templatePlaceholders?: boolean | undefined;
  /**
   * Projects loaded before, reused while their files are byte for byte the
   * same; updated by each load. For one validator and seed only: a daemon
   * that loads every new commit parses just the folders the commit changed.
   */
  readonly cache?: ProjectLoadCache;
  /**
   * What a field no schema knows is: a warning (the API server drops it, and
   * `oc` accepts the file) or an error (`--strict`).
   * Default: `validation.unknownFields` of gitshift.yaml, else 'warn'.
   */
  readonly unknownFields?: UnknownFieldsPolicy | undefined;
  /**
   * What a reference to an object the repository does not define is: a
   * warning (the API server admits it, and OpenShift resolves it once the
   * object exists) or an error (`--strict`).
   * Default: `validation.references` of gitshift.yaml, else 'warn'.
   */
  readonly references?: ReferencesPolicy | undefined;
}

export type { ReferencesPolicy, UnknownFieldsPolicy };

/** A project folder as loaded: its manifests and their own problems (references between projects are checked anew). */
export interface LoadedFolder {
  /** A digest of the folder's file paths and bytes. */
  readonly key: string;
  readonly manifests: readonly Manifest[];
  readonly problems: readonly Problem[];
}

export type ProjectLoadCache = Map<string, LoadedFolder>;

interface ProjectDraft {
  readonly files: string[];
  readonly manifests: Manifest[];
  readonly problems: Problem[];
  /** Manifests that failed their schema. */
  readonly invalid: Set<Manifest>;
}

/**
 * Loads and validates a whole config repository. Pure: the same snapshot and
 * options give the same model. Every problem is collected, none is thrown.
 */
export function loadRepository(snapshot: Snapshot, options: LoadRepositoryOptions): RepositoryModel {
  return stepsToEnd(loadRepositorySteps(snapshot, options));
}

/** loadRepository a project at a time: it yields after each project is loaded and after each is checked. */
export function* loadRepositorySteps(
  snapshot: Snapshot,
  options: LoadRepositoryOptions,
): Steps<RepositoryModel> {
  const { validator } = options;
  const repositoryProblems: Problem[] = [];
  const drafts = new Map<string, ProjectDraft>();
  let settingsBytes: Uint8Array | undefined;
  let settingsTooLarge: Problem | undefined;
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const notRegular = notRegularFileProblems(snapshot.skipped);

  for (const path of snapshot.paths) {
    const role = classifyPath(path);
    // Sizes come first: a file over the cap is reported from its size, never read.
    if (role.role === 'settings' && snapshot.size(path) > maxFileBytes)
      settingsTooLarge = fileTooLarge(path, snapshot.size(path), maxFileBytes);
    else if (role.role === 'settings') settingsBytes = snapshot.read(path);
    else if (role.role === 'stray') {
      repositoryProblems.push(
        problemInFile(path, 'FILE_OUTSIDE_PROJECT', role.reason, { severity: role.severity }),
      );
    } else if (role.role === 'manifest') {
      let draft = drafts.get(role.project);
      if (draft === undefined)
        drafts.set(role.project, (draft = { files: [], manifests: [], problems: [], invalid: new Set() }));
      draft.files.push(path);
    }
  }
  // A link that leads out blocks the project it stands in; anything else skipped is the repository's.
  const linksOut = new Map<string, Problem[]>();
  for (const problem of notRegular) {
    const project = problem.file.split('/')[1];
    const inProject = problem.severity === 'error' && problem.file.split('/').length > 2;
    if (inProject && project !== undefined && drafts.has(project))
      linksOut.set(project, [...(linksOut.get(project) ?? []), { ...problem, project }]);
    else repositoryProblems.push(problem);
  }
  const settings =
    settingsTooLarge === undefined
      ? loadSettings(settingsBytes, { ...options, projects: drafts.size })
      : { settings: DEFAULT_SETTINGS, problems: [settingsTooLarge] };
  repositoryProblems.push(...settings.problems);
  const schemaCheck: SchemaCheck = {
    validator,
    unknownFields: options.unknownFields ?? settings.settings.validation.unknownFields,
  };

  const names = [...drafts.keys()].sort();
  const { cache } = options;
  if (cache !== undefined) for (const name of cache.keys()) if (!drafts.has(name)) cache.delete(name);
  for (const name of names) {
    const draft = drafts.get(name) as ProjectDraft;
    const key =
      cache === undefined ? '' : folderKey(draft.files, snapshot, maxFileBytes, schemaCheck.unknownFields);
    const cached = cache?.get(name);
    if (cached !== undefined && cached.key === key) {
      draft.manifests.push(...cached.manifests);
      draft.problems.push(...cached.problems);
      continue;
    }
    try {
      loadProject(name, draft, snapshot, options, schemaCheck);
    } catch (error) {
      // The last line of defence: a fault of gitshift's own while loading this folder blocks it alone.
      failProject(name, draft, error);
      cache?.delete(name);
      continue;
    } finally {
      yield;
    }
    cache?.set(name, { key, manifests: [...draft.manifests], problems: [...draft.problems] });
  }
  // References may cross projects, so they are checked once every project is loaded.
  const byProject = new Map(names.map((name) => [name, (drafts.get(name) as ProjectDraft).manifests]));
  const context = {
    projects: byProject,
    streams: indexImageStreams(byProject),
    produced: producedTags(byProject),
    references: options.references ?? settings.settings.validation.references,
  };
  const projects: ProjectModel[] = [];
  for (const name of names) {
    yield;
    const draft = drafts.get(name) as ProjectDraft;
    let references: Problem[];
    try {
      references = checkReferences(name, context);
    } catch (error) {
      failProject(name, draft, error);
      cache?.delete(name);
      references = [];
    }
    // Until builds run, a BuildConfig's problems set it aside rather than block the project.
    const problems = setAsideBuildConfigProblems(draft.manifests, [
      ...draft.problems,
      ...references,
      ...(linksOut.get(name) ?? []),
    ]).sort(compareProblems);
    projects.push({
      name,
      folder: `${PROJECTS_DIR}/${name}`,
      manifests: draft.manifests,
      problems,
      blocked: hasErrors(problems),
    });
  }

  repositoryProblems.sort(compareProblems);
  const settingsBlocked = repositoryProblems.some(blocksEveryProject);
  return {
    origin: snapshot.origin,
    settings: settings.settings,
    projects,
    repositoryProblems,
    blocked: settingsBlocked,
    problems: [...repositoryProblems, ...projects.flatMap((p) => p.problems)].sort(compareProblems),
  };
}

/** Reads, validates and expands one project folder into its draft. */
function loadProject(
  name: string,
  draft: ProjectDraft,
  snapshot: Snapshot,
  options: LoadRepositoryOptions,
  check: SchemaCheck,
): void {
  const {
    processTemplate,
    templateSeed,
    templatePlaceholders,
    maxTemplateObjectBytes,
    maxTemplateProjectBytes,
  } = options;
  const reportedFields = loadProjectFiles(name, draft, snapshot, options, check);
  // A TemplateInstance is instantiated here, as OpenShift's controller would, from the Template it embeds.
  const instances = templatesOfInstances(name, draft.manifests);
  draft.problems.push(...instances.problems);
  for (const template of instances.templates) {
    const reported = reportedFields.get(template.source) ?? new Set<string>();
    if (!validateSchema(name, template, check, reported, draft.problems)) draft.invalid.add(template);
  }
  // A Template or TemplateValues that fails its own schema is reported as it is, not processed.
  const sources = {
    templates: [...draft.manifests.filter((m) => m.openshiftKind === 'Template'), ...instances.templates],
    values: draft.manifests.filter((m) => m.openshiftKind === 'TemplateValues'),
    invalid: draft.invalid,
  };
  const expanded = expandTemplates(name, sources, processTemplate, {
    seed: templateSeed,
    placeholders: templatePlaceholders,
    maxTemplateObjectBytes,
    maxTemplateProjectBytes,
    validate: (manifest) => {
      const found: Problem[] = [];
      const reported = reportedFields.get(manifest.source) ?? new Set<string>();
      validateSchema(name, asOpenShiftReads(manifest), check, reported, found);
      return found;
    },
  });
  // `${{P}}` may give null, which the API server reads as the field left out.
  draft.manifests.push(...expanded.manifests.map(asOpenShiftReads));
  draft.problems.push(...expanded.problems, ...findDuplicates(name, draft.manifests));
}

/**
 * Replaces whatever a project's load got to with one PROJECT_LOAD_FAILED
 * error: nothing half-loaded is kept, and the project is blocked.
 */
function failProject(name: string, draft: ProjectDraft, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  const message = `gitshift failed to load this project: ${reason}; please report it`;
  draft.manifests.length = 0;
  draft.problems.length = 0;
  draft.problems.push(
    problemInFile(`${PROJECTS_DIR}/${name}`, 'PROJECT_LOAD_FAILED', message, { project: name }),
  );
}

/** Reads each file of a project; returns the fields of each document whose values are already reported. */
function loadProjectFiles(
  project: string,
  draft: ProjectDraft,
  snapshot: Snapshot,
  options: LoadRepositoryOptions,
  check: SchemaCheck,
): Map<SourceDocument, ReadonlySet<string>> {
  const reportedFields = new Map<SourceDocument, ReadonlySet<string>>();
  const folderName = checkLabelName(project);
  if (folderName !== undefined) {
    const message = `project folder: ${folderName.message}; it becomes the namespace name`;
    draft.problems.push(problemInFile(`${PROJECTS_DIR}/${project}`, folderName.code, message, { project }));
  }
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  for (const file of draft.files) {
    const size = snapshot.size(file);
    if (size > maxFileBytes) {
      draft.problems.push({ ...fileTooLarge(file, size, maxFileBytes), project });
      continue;
    }
    const parsed = parseManifestFile(file, snapshot.read(file), options);
    draft.problems.push(...parsed.problems.map((problem) => ({ ...problem, project })));
    const nameTemplate = namelessTemplateNamer(file);
    for (const source of parsed.documents) {
      const read = readManifests(source, { project, nameTemplate });
      draft.problems.push(...read.problems);
      const reported = parsed.reportedFields.get(source.index) ?? new Set<string>();
      reportedFields.set(source, reported);
      const manifests = read.manifests.map(asOpenShiftReads);
      for (const manifest of manifests) {
        if (!validateSchema(project, manifest, check, reported, draft.problems)) draft.invalid.add(manifest);
      }
      draft.manifests.push(...manifests);
    }
  }
  return reportedFields;
}

/**
 * Paths and bytes of a folder's files, digested: equal exactly when a load
 * would read the same. A file over the cap counts by its size, all the load
 * reports of it: it is never read.
 */
function folderKey(
  files: readonly string[],
  snapshot: Snapshot,
  maxFileBytes: number,
  unknownFields: UnknownFieldsPolicy,
): string {
  const hash = createHash('sha256').update(`unknownFields=${unknownFields}\0`);
  for (const file of files) {
    const size = snapshot.size(file);
    hash.update(file).update('\0');
    if (size > maxFileBytes) hash.update(`>${size}`);
    else hash.update('=').update(snapshot.read(file));
    hash.update('\0');
  }
  return hash.digest('base64');
}

/**
 * A manifest as the API server reads it before anything checks it: nulls are
 * fields left out, older spellings it converts are converted, and the
 * defaults it gives where a value is required are given.
 */
function asOpenShiftReads(manifest: Manifest): Manifest {
  return withTlsTerminationDefault(withImageStreamTagTriggers(withoutNulls(manifest)));
}

/** How manifests are held to their schemas. */
interface SchemaCheck {
  readonly validator: SchemaValidator;
  readonly unknownFields: UnknownFieldsPolicy;
}

/** Reports a manifest's schema issues; true when none of them is an error. */
function validateSchema(
  project: string,
  manifest: Manifest,
  { validator, unknownFields }: SchemaCheck,
  reportedFields: ReadonlySet<string>,
  problems: Problem[],
): boolean {
  if (manifest.openshiftKind === undefined) return true;
  const issues = validator.validate(manifest.openshiftKind, manifest.object);
  let valid = true;
  for (const issue of issues) {
    const path = [...manifest.basePath, ...issue.path];
    // The API server drops a field it does not know, and `oc` takes the file: so does gitshift, unless strict.
    const ignored = issue.code === 'SCHEMA_UNKNOWN_FIELD' && unknownFields === 'warn';
    const message = ignored ? `${issue.message} (ignored, as the API server drops it)` : issue.message;
    const severity = ignored ? 'warning' : 'error';
    const problem = problemAt(manifest.source, path, issue.code, message, {
      key: issue.atKey,
      project,
      severity,
    });
    valid &&= severity === 'warning';
    // An unquoted `yes` or a `1e400` is already reported; its type error would say the same again.
    if (issue.code === 'SCHEMA_TYPE' && reportedFields.has(problem.field)) continue;
    problems.push(problem);
  }
  return valid;
}

function findDuplicates(project: string, manifests: readonly Manifest[]): Problem[] {
  const seen = new Map<string, Manifest>();
  const problems: Problem[] = [];
  for (const manifest of manifests) {
    const key = manifestKey(manifest);
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, manifest);
      continue;
    }
    const message = `${manifest.kind} '${manifest.name}' is already defined in ${first.source.file}; each object may be defined once per project`;
    problems.push(
      problemAt(manifest.source, [...manifest.basePath, 'metadata', 'name'], 'DUPLICATE_OBJECT', message, {
        project,
      }),
    );
  }
  return problems;
}
