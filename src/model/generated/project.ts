/* eslint-disable */
// DO NOT EDIT: generated from schemas/project.schema.json by `npm run generate`.

/**
 * An OpenShift Project: becomes a Namespace with RoleBindings for its members, and a ResourceQuota and LimitRange when declared. Its name must be the name of its folder under projects/.
 */
export interface Project {
  apiVersion: 'project.openshift.io/v1' | 'v1';
  kind: 'Project';
  metadata: ObjectMeta;
  spec?: ProjectSpec;
  status?: {
    [k: string]: unknown;
  };
}
/**
 * Annotations openshift.io/display-name and openshift.io/description are kept on the Namespace.
 */
export interface ObjectMeta {
  /**
   * Name of the object, unique per kind within its project.
   */
  name: string;
  /**
   * Project (namespace) of the object; defaults to the folder's project.
   */
  namespace?: string;
  labels?: StringMap;
  annotations?: StringMap1;
  generateName?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  /**
   * Kept when manifests are exported from OpenShift; decides which Route is older.
   */
  creationTimestamp?: string | null;
  selfLink?: string;
  finalizers?: string[];
  ownerReferences?: {
    [k: string]: unknown;
  }[];
  managedFields?: {
    [k: string]: unknown;
  }[];
}
/**
 * Labels copied to the rendered objects.
 */
export interface StringMap {
  [k: string]: string;
}
/**
 * Annotations copied to the rendered objects.
 */
export interface StringMap1 {
  [k: string]: string;
}
export interface ProjectSpec {
  finalizers?: string[];
  /**
   * gitshift extension: who may view, edit or administer the project.
   */
  members?: ProjectMember[];
  quota?: ProjectQuota;
  limits?: ProjectLimits;
}
export interface ProjectMember {
  /**
   * What the member is.
   */
  kind: 'User' | 'Group' | 'ServiceAccount';
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
 * Resource quantities such as cpu: 500m or memory: 1Gi.
 */
export interface QuantityMap {
  [k: string]: string | number;
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
