import type { Problem } from '../errors/index.js';
import type { FieldPath } from '../yaml/read/field-path.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { asRecord, asRecordList } from '../model/values.js';
import type { KubeObject } from './kube-object.js';
import type { RbacKind } from './openshift-apis.js';

const RBAC_GROUP = 'rbac.authorization.k8s.io';
const SERVICE_ACCOUNT_USER = /^system:serviceaccount:([^:]+):([^:]+)$/;

export interface RenderedRbac {
  readonly object: KubeObject | undefined;
  readonly problems: readonly Problem[];
}

/**
 * An `authorization.openshift.io/v1` (or legacy `v1`) Role, ClusterRole,
 * RoleBinding or ClusterRoleBinding as the rbac.authorization.k8s.io/v1
 * object OpenShift itself stores it as: a roleRef with a namespace names a
 * Role, without one a ClusterRole; System users and groups are users and
 * groups; `userNames`/`groupNames`, when given, stand for the subjects;
 * rules without apiGroups get OpenShift's defaults, and rules with
 * attributeRestrictions (which OpenShift never honoured) are dropped.
 * Service accounts without a namespace are the project's.
 */
export function renderOpenShiftRbac(project: string, manifest: Manifest, kind: RbacKind): RenderedRbac {
  const problems: Problem[] = [];
  const report = (path: FieldPath, code: Problem['code'], message: string, warning: boolean): void => {
    problems.push(
      problemAt(manifest.source, [...manifest.basePath, ...path], code, message, {
        project,
        severity: warning ? 'warning' : 'error',
      }),
    );
  };
  const source = manifest.object;
  const { userNames, groupNames, subjects, roleRef, rules, status: _status, ...rest } = source;
  const metadata = { ...asRecord(source['metadata']), name: manifest.name } as Record<string, unknown>;
  const namespaced = kind === 'Role' || kind === 'RoleBinding';
  if (namespaced) metadata['namespace'] = project;
  else delete metadata['namespace'];
  const object: Record<string, unknown> & KubeObject = {
    ...rest,
    apiVersion: `${RBAC_GROUP}/v1`,
    kind,
    metadata: metadata as KubeObject['metadata'],
  };

  if (kind === 'Role' || kind === 'ClusterRole') {
    object['rules'] = asRecordList(rules).flatMap((rule, i) => {
      if (rule['attributeRestrictions'] !== undefined && rule['attributeRestrictions'] !== null) {
        const message =
          'attributeRestrictions have no RBAC counterpart, and OpenShift never applied a rule that has them: this rule is left out';
        report(['rules', i, 'attributeRestrictions'], 'OPENSHIFT_FIELD_DROPPED', message, true);
        return [];
      }
      return rbacRules(rule);
    });
    return { object: problems.some((p) => p.severity === 'error') ? undefined : object, problems };
  }

  const ref = asRecord(roleRef);
  const refNamespace = typeof ref['namespace'] === 'string' ? ref['namespace'] : '';
  if (refNamespace !== '' && (!namespaced || refNamespace !== project)) {
    const message = namespaced
      ? `roleRef.namespace '${refNamespace}': a RoleBinding can only name a Role of its own project ('${project}'), or a ClusterRole without a namespace`
      : `roleRef.namespace '${refNamespace}': a ClusterRoleBinding can only name a ClusterRole, without a namespace`;
    report(['roleRef', 'namespace'], 'OPENSHIFT_KIND_INVALID', message, false);
  }
  if (typeof ref['name'] !== 'string' || ref['name'] === '')
    report(
      ['roleRef', 'name'],
      'OPENSHIFT_KIND_INVALID',
      'roleRef.name is required: the role to bind',
      false,
    );
  object['roleRef'] = {
    apiGroup: RBAC_GROUP,
    kind: refNamespace === '' ? 'ClusterRole' : 'Role',
    name: ref['name'],
  };
  // As OpenShift converts: when either legacy list is given (even empty), it stands for the subjects.
  const legacy =
    (userNames !== undefined && userNames !== null) || (groupNames !== undefined && groupNames !== null);
  const rbacSubjects = legacy
    ? subjectsFromNames(project, stringList(userNames), stringList(groupNames))
    : asRecordList(subjects).flatMap((subject, i) => {
        const converted = rbacSubject(project, subject);
        if (converted !== undefined) return [converted];
        const message = `subject kind '${String(subject['kind'])}' must be one of User, Group, ServiceAccount, SystemUser, SystemGroup`;
        report(['subjects', i, 'kind'], 'OPENSHIFT_KIND_INVALID', message, false);
        return [];
      });
  object['subjects'] = rbacSubjects;
  return { object: problems.some((p) => p.severity === 'error') ? undefined : object, problems };
}

/** OpenShift's defaults, then RBAC's rule that resource and non-resource rules are separate. */
function rbacRules(rule: Readonly<Record<string, unknown>>): Record<string, unknown>[] {
  const verbs = stringList(rule['verbs']);
  const resources = stringList(rule['resources']);
  const resourceNames = stringList(rule['resourceNames']);
  const nonResourceURLs = stringList(rule['nonResourceURLs']);
  let apiGroups = Array.isArray(rule['apiGroups']) ? stringList(rule['apiGroups']) : undefined;
  // OpenShift's v1 defaults: the old allow-all rule means every group; other resource rules the core one.
  const allowAll =
    apiGroups === undefined &&
    verbs.length === 1 &&
    verbs[0] === '*' &&
    resources.length === 1 &&
    resources[0] === '*' &&
    resourceNames.length === 0 &&
    nonResourceURLs.length === 0;
  if (allowAll) apiGroups = ['*'];
  else if (resources.length > 0 && (apiGroups === undefined || apiGroups.length === 0)) apiGroups = [''];
  const groups = apiGroups ?? [];
  const resourceRule = groups.length > 0 || resources.length > 0 || resourceNames.length > 0;
  const result: Record<string, unknown>[] = [];
  if (resourceRule) {
    result.push({
      apiGroups: groups,
      resources,
      ...(resourceNames.length > 0 ? { resourceNames } : {}),
      verbs,
    });
  }
  if (nonResourceURLs.length > 0 || !resourceRule) result.push({ nonResourceURLs, verbs });
  return result;
}

function rbacSubject(
  project: string,
  subject: Readonly<Record<string, unknown>>,
): Record<string, unknown> | undefined {
  const name = subject['name'];
  switch (subject['kind']) {
    case 'ServiceAccount': {
      const namespace = subject['namespace'];
      return {
        kind: 'ServiceAccount',
        name,
        namespace: typeof namespace === 'string' && namespace !== '' ? namespace : project,
      };
    }
    case 'User':
    case 'SystemUser':
      return { apiGroup: RBAC_GROUP, kind: 'User', name };
    case 'Group':
    case 'SystemGroup':
      return { apiGroup: RBAC_GROUP, kind: 'Group', name };
    default:
      return undefined;
  }
}

/** `system:serviceaccount:<ns>:<name>` users are service accounts; other names users and groups. */
function subjectsFromNames(
  project: string,
  users: readonly string[],
  groups: readonly string[],
): Record<string, unknown>[] {
  const subjects: Record<string, unknown>[] = [];
  for (const user of users) {
    const serviceAccount = SERVICE_ACCOUNT_USER.exec(user);
    subjects.push(
      serviceAccount === null
        ? { apiGroup: RBAC_GROUP, kind: 'User', name: user }
        : { kind: 'ServiceAccount', name: serviceAccount[2], namespace: serviceAccount[1] ?? project },
    );
  }
  for (const group of groups) subjects.push({ apiGroup: RBAC_GROUP, kind: 'Group', name: group });
  return subjects;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
