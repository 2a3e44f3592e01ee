import type { Manifest } from '../model/manifest.js';
import type { ProjectMember } from '../model/generated/index.js';
import { typedObject } from '../model/typed-object.js';
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
  const { metadata, spec = {} } =
    project === undefined ? { metadata: undefined } : typedObject(project, 'Project');
  const given = metadata?.annotations ?? {};
  const annotations: Record<string, string> = {};
  for (const key of [DISPLAY_NAME, DESCRIPTION]) {
    const value = given[key];
    if (value !== undefined) annotations[key] = value;
  }
  const objects: KubeObject[] = [
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name, labels: { ...metadata?.labels }, annotations },
    },
  ];
  const members = spec.members ?? [];
  for (const role of ROLES) {
    const subjects = members.filter((m) => m.role === role).map((m) => subjectOf(m, name));
    if (subjects.length === 0) continue;
    objects.push({
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: { name: `gitshift-${role}`, namespace: name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
      subjects,
    });
  }
  if (spec.quota !== undefined) {
    objects.push({
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: 'gitshift-quota', namespace: name },
      spec: spec['quota'],
    });
  }
  if (spec.limits !== undefined) {
    objects.push({
      apiVersion: 'v1',
      kind: 'LimitRange',
      metadata: { name: 'gitshift-limits', namespace: name },
      spec: spec['limits'],
    });
  }
  return objects;
}

function subjectOf(member: ProjectMember, project: string): Record<string, string> {
  const { kind, name } = member;
  if (kind === 'ServiceAccount') return { kind, name, namespace: member.namespace ?? project };
  return { apiGroup: 'rbac.authorization.k8s.io', kind, name };
}
