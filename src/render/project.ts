import type { Manifest } from '../model/manifest.js';
import { asRecord, asRecordList, asString, asStringMap } from '../model/values.js';
import type { KubeObject } from './kube-object.js';

const DISPLAY_NAME = 'openshift.io/display-name';
const DESCRIPTION = 'openshift.io/description';
const ROLES = ['view', 'edit', 'admin'] as const;

/**
 * A project becomes its Namespace, one RoleBinding per role that has members
 * (to the built-in `view`/`edit`/`admin` ClusterRoles), and the ResourceQuota
 * and LimitRange it declares. A folder without a Project document still gets
 * its Namespace.
 */
export function renderProject(name: string, project: Manifest | undefined): KubeObject[] {
  const metadata = asRecord(project?.object['metadata']);
  const spec = asRecord(project?.object['spec']);
  const given = asStringMap(metadata['annotations']);
  const annotations: Record<string, string> = {};
  for (const key of [DISPLAY_NAME, DESCRIPTION]) {
    const value = given[key];
    if (value !== undefined) annotations[key] = value;
  }
  const objects: KubeObject[] = [
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name, labels: asStringMap(metadata['labels']), annotations },
    },
  ];
  const members = asRecordList(spec['members']);
  for (const role of ROLES) {
    const subjects = members.filter((m) => m['role'] === role).map((m) => subjectOf(m, name));
    if (subjects.length === 0) continue;
    objects.push({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: `gitshift-${role}`, namespace: name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
      subjects,
    });
  }
  if (spec['quota'] !== undefined) {
    objects.push({
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: 'gitshift-quota', namespace: name },
      spec: spec['quota'],
    });
  }
  if (spec['limits'] !== undefined) {
    objects.push({
      apiVersion: 'v1',
      kind: 'LimitRange',
      metadata: { name: 'gitshift-limits', namespace: name },
      spec: spec['limits'],
    });
  }
  return objects;
}

function subjectOf(member: Readonly<Record<string, unknown>>, project: string): Record<string, string> {
  const name = asString(member['name']) ?? '';
  if (member['kind'] === 'ServiceAccount') {
    return { kind: 'ServiceAccount', name, namespace: asString(member['namespace']) ?? project };
  }
  const kind = member['kind'] === 'Group' ? 'Group' : 'User';
  return { apiGroup: 'rbac.authorization.k8s.io', kind, name };
}
