import type { Manifest } from '../model/manifest.js';
import type { ProjectMember } from '../model/generated/index.js';
import { typedObject } from '../model/typed-object.js';
import { asName, asRecord, asStringMap } from '../model/values.js';
import type { KubeObject } from './kube-object.js';
import type { MemberRole } from '../model/keystone-settings.js';
import { assignedMembers, isKeystoneMember, keystoneSubject } from './keystone-subjects.js';
import { renderPassthrough } from './passthrough.js';

const DISPLAY_NAME = 'openshift.io/display-name';
const DESCRIPTION = 'openshift.io/description';
const ROLES = ['view', 'edit', 'admin'] as const;

/** The documents of a project folder that say something about its Namespace. */
export interface ProjectSources {
  readonly project?: Manifest | undefined;
  /** An OpenShift ProjectRequest for this project: its displayName and description. */
  readonly projectRequest?: Manifest | undefined;
  /** A Namespace written for this project, merged into the one rendered. */
  readonly namespace?: Manifest | undefined;
  /**
   * keystone.roles of gitshift.yaml: how the followed Keystone project's
   * assignments become roles. Undefined (no keystone block): they give none.
   */
  readonly keystoneRoles?: Readonly<Record<string, MemberRole>> | undefined;
}

/**
 * A project becomes its Namespace, one RoleBinding per role that has members
 * (to the built-in `view`/`edit`/`admin` ClusterRoles; the followed Keystone
 * project's assignments count as members), and the ResourceQuota
 * and LimitRange it declares. A folder without a Project document still gets
 * its Namespace. A Namespace written for the project is the same object: its
 * fields are kept, and the Project's labels and annotations win over its own.
 */
export function renderProject(name: string, sources: ProjectSources = {}): KubeObject[] {
  const { project, projectRequest, namespace, keystoneRoles } = sources;
  const { metadata, spec = {} } =
    project === undefined ? { metadata: undefined } : typedObject(project, 'Project');
  const given: Record<string, string> = { ...requestedAnnotations(projectRequest), ...metadata?.annotations };
  const annotations: Record<string, string> = {};
  for (const key of [DISPLAY_NAME, DESCRIPTION]) {
    const value = given[key];
    if (value !== undefined) annotations[key] = value;
  }
  const written = namespace === undefined ? undefined : renderPassthrough(name, namespace);
  const objects: KubeObject[] = [
    {
      ...written,
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: {
        ...written?.metadata,
        name,
        labels: { ...written?.metadata.labels, ...metadata?.labels },
        annotations: { ...written?.metadata.annotations, ...annotations },
      },
    },
  ];
  const assigned = spec.keystone?.assignments ?? [];
  const members = [
    ...(spec.members ?? []),
    ...(keystoneRoles === undefined ? [] : assignedMembers(assigned, keystoneRoles)),
  ];
  for (const role of ROLES) {
    const subjects = uniqueSubjects(members.filter((m) => m.role === role).map((m) => subjectOf(m, name)));
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

/** A ProjectRequest's `displayName` and `description`, as the annotations OpenShift gives the Project. */
function requestedAnnotations(request: Manifest | undefined): Record<string, string> {
  if (request === undefined) return {};
  const annotations: Record<string, string> = asStringMap(
    asRecord(request.object['metadata'])['annotations'],
  );
  const displayName = asName(request.object['displayName']);
  const description = asName(request.object['description']);
  if (displayName !== undefined) annotations[DISPLAY_NAME] = displayName;
  if (description !== undefined) annotations[DESCRIPTION] = description;
  return annotations;
}

function subjectOf(member: ProjectMember, project: string): Record<string, string> {
  if (isKeystoneMember(member)) return keystoneSubject(member);
  const { kind, name } = member;
  if (kind === 'ServiceAccount') return { kind, name, namespace: member.namespace ?? project };
  return { apiGroup: 'rbac.authorization.k8s.io', kind, name };
}

/** A Keystone user named beside the same cluster user is one subject: the binding lists it once. */
function uniqueSubjects(subjects: readonly Record<string, string>[]): Record<string, string>[] {
  const seen = new Set<string>();
  return subjects.filter((subject) => {
    const key = JSON.stringify([subject['kind'], subject['name'], subject['namespace']]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
