/* eslint-disable */
// DO NOT EDIT: generated from schemas/project.schema.json by `npm run generate`.

import type { ObjectMeta, QuantityMap } from './common.js';

/**
 * An OpenShift Project: becomes a Namespace with RoleBindings for its members, and a ResourceQuota and LimitRange when declared. Its name must be the name of its folder under projects/.
 */
export interface Project {
  apiVersion: 'project.openshift.io/v1' | 'v1';
  kind: 'Project';
  /**
   * Annotations openshift.io/display-name and openshift.io/description are kept on the Namespace; gitshift.io/self-heal: "false" leaves drift in this project's objects in place (reported, not undone), "true" undoes it whatever gitshift.yaml says.
   */
  metadata: ObjectMeta & {
    annotations?: {
      'gitshift.io/self-heal'?: 'true' | 'false';
      [k: string]: unknown;
    };
    [k: string]: unknown;
  };
  spec?: ProjectSpec;
  status?: {
    [k: string]: unknown;
  };
}
export interface ProjectSpec {
  finalizers?: string[];
  /**
   * gitshift extension: who may view, edit or administer the project.
   */
  members?: ProjectMember[];
  keystone?: ProjectKeystone;
  quota?: ProjectQuota;
  limits?: ProjectLimits;
}
export interface ProjectMember {
  /**
   * What the member is. KeystoneUser and KeystoneGroup name a user or group of gitshift.yaml's keystone.domain: bound under the names Keystone's webhook (k8s-keystone-auth) gives the cluster, and let into serve's API with a Keystone token.
   */
  kind: 'User' | 'Group' | 'ServiceAccount' | 'KeystoneUser' | 'KeystoneGroup';
  /**
   * User, group or service account name.
   */
  name: string;
  /**
   * Namespace of a ServiceAccount; defaults to the project.
   */
  namespace?: string;
  /**
   * The built-in ClusterRole the member is bound to.
   */
  role: 'view' | 'edit' | 'admin';
}
/**
 * gitshift extension: the Keystone project whose role assignments say who may do what in this project (through keystone.roles of gitshift.yaml).
 */
export interface ProjectKeystone {
  /**
   * The Keystone project's name, in keystone.domain.
   */
  project: string;
  /**
   * Written by gitshift, not by hand: the role assignments on `project` as serve last read them from Keystone (every keystone.followInterval), each user or group of keystone.domain with its Keystone roles, implied roles included. Rendered into the project's RoleBindings through keystone.roles, beside the members. A hand edit is replaced at the next follow.
   */
  assignments?: KeystoneAssignment[];
}
export interface KeystoneAssignment {
  /**
   * Whom the Keystone project's role is assigned to: a user or a group of keystone.domain.
   */
  kind: 'KeystoneUser' | 'KeystoneGroup';
  /**
   * The user's or group's name in Keystone.
   */
  name: string;
  /**
   * Its Keystone roles on the project, with the roles they imply.
   *
   * @minItems 1
   */
  roles: string[];
}
/**
 * gitshift extension: the spec of the project's ResourceQuota.
 */
export interface ProjectQuota {
  hard: QuantityMap;
  scopes?: string[];
  scopeSelector?: {
    [k: string]: unknown;
  };
}
/**
 * gitshift extension: the spec of the project's LimitRange.
 */
export interface ProjectLimits {
  limits: LimitRangeItem[];
}
export interface LimitRangeItem {
  type: 'Container' | 'Pod' | 'PersistentVolumeClaim';
  max?: QuantityMap;
  min?: QuantityMap;
  default?: QuantityMap;
  defaultRequest?: QuantityMap;
  maxLimitRequestRatio?: QuantityMap;
}
