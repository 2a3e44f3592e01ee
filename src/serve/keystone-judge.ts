import {
  createKeystoneAccess,
  type KeystoneAccess,
  type KeystoneProjectBinding,
} from '../identity/keystone-access.js';
import { gitshiftRoleOf, withImpliedRoles } from '../model/keystone-roles.js';
import type { KeystoneSettings } from '../model/keystone-settings.js';
import type { RepositoryModel } from '../model/project-model.js';
import { typedObject } from '../model/typed-object.js';
import type { Logger } from '../observability/logger.js';
import type { DesiredRevision } from './desired-state.js';
import { perKeystoneSettings, serviceUserClient } from './keystone-client-for.js';

/**
 * The judge of Keystone tokens for the revision loaded now: made from
 * gitshift.yaml's `keystone:` and made again (a new client, an empty cache)
 * only when those settings change; undefined while there are none. Each
 * judgement reads the project's Keystone binding from the revision current
 * at that moment.
 */
export function keystoneJudge(
  current: () => DesiredRevision | undefined,
  log: Logger,
): () => KeystoneAccess | undefined {
  const accessOf = perKeystoneSettings((settings) => {
    log.info({ url: settings.url, domain: settings.domain }, 'keystone tokens accepted');
    return accessFor(settings, current, log);
  });
  return () => {
    const settings = current()?.model.settings.keystone;
    return settings === undefined ? undefined : accessOf(settings);
  };
}

function accessFor(
  settings: KeystoneSettings,
  current: () => DesiredRevision | undefined,
  log: Logger,
): KeystoneAccess {
  return createKeystoneAccess({
    client: serviceUserClient(settings, log),
    domain: settings.domain,
    binding: (project) => {
      const model = current()?.model;
      return model === undefined ? undefined : keystoneBinding(model, project);
    },
    roleOf: (roles, implies) => gitshiftRoleOf(withImpliedRoles(roles, implies), settings.roles),
    cacheTtlMs: settings.tokenCacheTtlMs,
    log,
  });
}

/** What a project's Project document says about Keystone; undefined when there is no such project. */
export function keystoneBinding(model: RepositoryModel, project: string): KeystoneProjectBinding | undefined {
  const folder = model.projects.find((p) => p.name === project);
  if (folder === undefined) return undefined;
  const manifest = folder.manifests.find((m) => m.openshiftKind === 'Project');
  // A project with errors is never rendered, and its Project may not match its schema: it lets no one in.
  if (manifest === undefined || folder.blocked) return { keystoneProject: undefined, members: [] };
  const spec = typedObject(manifest, 'Project').spec ?? {};
  return {
    keystoneProject: spec.keystone?.project,
    members: (spec.members ?? []).flatMap((member) =>
      member.kind === 'KeystoneUser' || member.kind === 'KeystoneGroup'
        ? [{ kind: member.kind, name: member.name, role: member.role }]
        : [],
    ),
  };
}
