import { GitshiftError, type Problem } from '../errors/index.js';
import { createKeystoneClient, type KeystoneClient } from '../identity/keystone-client.js';
import { createKeystoneDirectory, type KeystoneDirectory } from '../identity/keystone-directory.js';
import type { KeystoneSettings } from '../model/keystone-settings.js';
import type { Manifest } from '../model/manifest.js';
import type { RepositoryModel } from '../model/project-model.js';
import { asRecord, asRecordList } from '../model/values.js';
import { SETTINGS_FILE } from '../model/repository-layout.js';
import { problemAt, problemInFile } from '../yaml/read/problem-at.js';
import type { FieldPath } from '../yaml/read/field-path.js';

/** A Keystone name a Project gives, and where. */
interface NamedInKeystone {
  readonly what: 'user' | 'group' | 'project';
  readonly name: string;
  readonly project: string;
  readonly manifest: Manifest;
  readonly path: FieldPath;
}

export interface KeystoneNamesCheckOptions {
  /** Default: a client of `model.settings.keystone` as its service user (the password files read here). */
  readonly client?: KeystoneClient;
  /** The whole check must be done within this. Default: 20 s. */
  readonly timeoutMs?: number;
}

/**
 * The Keystone users, groups and projects the repository's Projects name
 * (KeystoneUser and KeystoneGroup members, spec.keystone.project), each
 * looked up in keystone.domain: one that does not exist is a warning with
 * its name at its line (the API server would take a RoleBinding to it, and
 * it would let no one in). Keystone names without a keystone block in
 * gitshift.yaml, or a Keystone that cannot be asked, are one warning saying
 * the names were not checked. I/O: `gitshift validate` runs it after the
 * pure load.
 */
export async function checkKeystoneNames(
  model: RepositoryModel,
  options: KeystoneNamesCheckOptions = {},
): Promise<Problem[]> {
  const named = keystoneNames(model);
  if (named.length === 0) return [];
  const settings = model.settings.keystone;
  if (settings === undefined)
    return [
      notChecked(
        `${named.length} Keystone name(s) in Projects, and ${SETTINGS_FILE} names no keystone: they were not checked`,
      ),
    ];
  const client = options.client ?? clientOf(settings);
  const directory = createKeystoneDirectory(client);
  const signal = AbortSignal.timeout(options.timeoutMs ?? 20_000);
  try {
    const domainId = await directory.domainId(settings.domain, signal);
    if (domainId === undefined)
      return [
        notChecked(
          `Keystone at ${settings.url} has no domain ${settings.domain} (keystone.domain): the Keystone names in Projects were not checked`,
        ),
      ];
    const problems: Problem[] = [];
    for (const entry of named) {
      if (await exists(directory, entry, domainId, signal)) continue;
      const message = `Keystone ${entry.what} '${entry.name}' does not exist in domain ${settings.domain}`;
      problems.push(
        problemAt(
          entry.manifest.source,
          [...entry.manifest.basePath, ...entry.path],
          'KEYSTONE_NAME_UNKNOWN',
          message,
          {
            severity: 'warning',
            project: entry.project,
          },
        ),
      );
    }
    return problems;
  } catch (error) {
    if (
      !(error instanceof GitshiftError) ||
      !['KEYSTONE_UNREACHABLE', 'KEYSTONE_REFUSED', 'ABORTED'].includes(error.code)
    )
      throw error;
    return [notChecked(`the Keystone names in Projects were not checked: ${error.message}`)];
  }
}

function clientOf(settings: KeystoneSettings): KeystoneClient {
  return createKeystoneClient({
    url: settings.url,
    serviceUser: settings.serviceUser,
    retry: { attempts: 2, baseMs: 200, maxMs: 1000 },
  });
}

async function exists(
  directory: KeystoneDirectory,
  { what, name }: NamedInKeystone,
  domainId: string,
  signal: AbortSignal,
): Promise<boolean> {
  switch (what) {
    case 'user':
      return (await directory.findUser(name, domainId, signal)) !== undefined;
    case 'group':
      return (await directory.findGroup(name, domainId, signal)) !== undefined;
    case 'project':
      return (await directory.projectId(name, domainId, signal)) !== undefined;
  }
}

/** Every Keystone name in the Projects of the repository, in project order. */
function keystoneNames(model: RepositoryModel): NamedInKeystone[] {
  return model.projects.flatMap((folder) =>
    folder.manifests
      .filter((manifest) => manifest.openshiftKind === 'Project')
      .flatMap((manifest) => {
        const spec = asRecord(manifest.object['spec']);
        const found: NamedInKeystone[] = [];
        const keystoneProject = asRecord(spec['keystone'])['project'];
        if (typeof keystoneProject === 'string')
          found.push({
            what: 'project',
            name: keystoneProject,
            project: folder.name,
            manifest,
            path: ['spec', 'keystone', 'project'],
          });
        asRecordList(spec['members']).forEach((member, i) => {
          const what =
            member['kind'] === 'KeystoneUser'
              ? 'user'
              : member['kind'] === 'KeystoneGroup'
                ? 'group'
                : undefined;
          if (what !== undefined && typeof member['name'] === 'string')
            found.push({
              what,
              name: member['name'],
              project: folder.name,
              manifest,
              path: ['spec', 'members', i, 'name'],
            });
        });
        return found;
      }),
  );
}

function notChecked(message: string): Problem {
  return problemInFile(SETTINGS_FILE, 'KEYSTONE_NOT_CHECKED', message, { severity: 'warning' });
}
