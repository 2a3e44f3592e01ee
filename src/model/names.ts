import { resolveKind } from './kinds.js';

/** Why a name is not acceptable, or undefined when it is. */
export type NameRejection =
  | { readonly code: 'INVALID_NAME'; readonly message: string }
  | { readonly code: 'NAME_TOO_LONG'; readonly message: string };

/**
 * The rules the API server holds object names to (`ValidateObjectMeta` with a
 * name function, kubernetes `pkg/apis/<group>/validation` and openshift-apiserver):
 * - `dns-1123-label`: `NameIsDNSLabel`, lowercase letters, digits and '-', 63 characters;
 * - `dns-1035-label`: `NameIsDNS1035Label`, the same, starting with a letter;
 * - `dns-1123-subdomain`: `NameIsDNSSubdomain`, labels joined by '.', 253 characters;
 * - `path-segment`: `ValidatePathSegmentName`, anything but '.', '..', '/' and '%';
 * - `image-stream`: a path segment that is an image repository name component
 *   (lowercase letters and digits, separated by one '.', '_' or '-').
 */
export type NameRule =
  'dns-1123-label' | 'dns-1035-label' | 'dns-1123-subdomain' | 'path-segment' | 'image-stream';

interface KindNameRule {
  readonly rule: NameRule;
  /** A limit of the kind's own, below the rule's. */
  readonly maxLength?: number;
  readonly why?: string;
}

const PATH_SEGMENT: KindNameRule = { rule: 'path-segment' };
const SUBDOMAIN: KindNameRule = { rule: 'dns-1123-subdomain' };

/**
 * The kinds whose names are not DNS-1123 subdomains, by `<group>/<Kind>`: the
 * core group is empty, and the OpenShift kinds gitshift reads (in either
 * spelling of their apiVersion) are under `openshift`.
 */
const NAME_RULES: Readonly<Record<string, KindNameRule>> = {
  '/Namespace': { rule: 'dns-1123-label' },
  '/Service': { rule: 'dns-1035-label' },
  'apps/StatefulSet': { rule: 'dns-1123-label' },
  'batch/CronJob': { ...SUBDOMAIN, maxLength: 52, why: 'room for the suffix of the Jobs it creates' },
  'batch/Job': { ...SUBDOMAIN, maxLength: 63, why: 'it becomes the job-name label of its pods' },
  'rbac.authorization.k8s.io/Role': PATH_SEGMENT,
  'rbac.authorization.k8s.io/ClusterRole': PATH_SEGMENT,
  'rbac.authorization.k8s.io/RoleBinding': PATH_SEGMENT,
  'rbac.authorization.k8s.io/ClusterRoleBinding': PATH_SEGMENT,
  'authorization.openshift.io/Role': PATH_SEGMENT,
  'authorization.openshift.io/ClusterRole': PATH_SEGMENT,
  'authorization.openshift.io/RoleBinding': PATH_SEGMENT,
  'authorization.openshift.io/ClusterRoleBinding': PATH_SEGMENT,
  // OpenShift 3's legacy `apiVersion: v1` authorization kinds
  '/Role': PATH_SEGMENT,
  '/ClusterRole': PATH_SEGMENT,
  '/RoleBinding': PATH_SEGMENT,
  '/ClusterRoleBinding': PATH_SEGMENT,
  // The Project is the namespace; DeploymentConfigs, BuildConfigs, Routes and Templates are subdomains.
  'openshift/Project': { rule: 'dns-1123-label' },
  'openshift/ImageStream': { rule: 'image-stream' },
};

/** The rule the API server holds the names of this apiVersion and kind to. */
export function nameRuleOf(apiVersion: string, kind: string): NameRule {
  return kindNameRule(apiVersion, kind).rule;
}

/** Checks an object's name against the rule of its kind; undefined when the API server would accept it. */
export function checkObjectName(apiVersion: string, kind: string, name: string): NameRejection | undefined {
  const { rule, maxLength, why } = kindNameRule(apiVersion, kind);
  const rejection = checkName(rule, name, kind);
  if (rejection !== undefined || maxLength === undefined || name.length <= maxLength) return rejection;
  return {
    code: 'NAME_TOO_LONG',
    message: `${kind} name '${shorten(name)}' is ${name.length} characters; the limit is ${maxLength}, ${why ?? ''}`,
  };
}

function kindNameRule(apiVersion: string, kind: string): KindNameRule {
  const resolution = resolveKind(apiVersion, kind);
  const group =
    resolution.type === 'passthrough'
      ? apiVersion.includes('/')
        ? apiVersion.slice(0, apiVersion.indexOf('/'))
        : ''
      : 'openshift';
  return NAME_RULES[`${group}/${kind}`] ?? SUBDOMAIN;
}

const DNS_1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_1035_LABEL = /^[a-z]([-a-z0-9]*[a-z0-9])?$/;
const DNS_1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const IMAGE_REPOSITORY_COMPONENT = /^[a-z0-9]+(?:[._-][a-z0-9]+)*$/;

function checkName(rule: NameRule, name: string, kind: string): NameRejection | undefined {
  switch (rule) {
    case 'dns-1123-label':
      return checkLabelName(name, kind);
    case 'dns-1035-label':
      return (
        tooLong(name, 63, kind) ??
        (DNS_1035_LABEL.test(name)
          ? undefined
          : invalid(
              kind,
              name,
              "must be a DNS-1035 label: lowercase letters, digits and '-', starting with a letter and ending with a letter or digit",
            ))
      );
    case 'dns-1123-subdomain':
      return checkSubdomainName(name, kind);
    case 'path-segment':
      return checkPathSegment(name, kind);
    case 'image-stream':
      return (
        checkPathSegment(name, kind) ??
        (IMAGE_REPOSITORY_COMPONENT.test(name)
          ? undefined
          : invalid(
              kind,
              name,
              "must be an image repository name: lowercase letters and digits, separated by one '.', '_' or '-'",
            ))
      );
  }
}

/** Projects and Namespaces: their names are DNS-1123 labels. */
export function checkLabelName(name: string, kind = ''): NameRejection | undefined {
  return (
    tooLong(name, 63, kind) ??
    (DNS_1123_LABEL.test(name)
      ? undefined
      : invalid(
          kind,
          name,
          "must be a DNS-1123 label: lowercase letters, digits and '-', starting and ending with a letter or digit",
        ))
  );
}

/** Most Kubernetes objects, whose names may contain dots. */
export function checkSubdomainName(name: string, kind = ''): NameRejection | undefined {
  return (
    tooLong(name, 253, kind) ??
    (DNS_1123_SUBDOMAIN.test(name)
      ? undefined
      : invalid(
          kind,
          name,
          "must be a DNS-1123 subdomain: lowercase letters, digits, '-' and '.', starting and ending with a letter or digit",
        ))
  );
}

function checkPathSegment(name: string, kind: string): NameRejection | undefined {
  if (name === '.' || name === '..') return invalid(kind, name, "may not be '.' or '..'");
  if (name.includes('/') || name.includes('%')) return invalid(kind, name, "may not contain '/' or '%'");
  return undefined;
}

function tooLong(name: string, limit: number, kind: string): NameRejection | undefined {
  if (name.length <= limit) return undefined;
  return {
    code: 'NAME_TOO_LONG',
    message: `${prefix(kind)}name '${shorten(name)}' is ${name.length} characters; the limit is ${limit}`,
  };
}

function invalid(kind: string, name: string, rule: string): NameRejection {
  return { code: 'INVALID_NAME', message: `${prefix(kind)}name '${name}' ${rule}` };
}

function prefix(kind: string): string {
  return kind === '' ? '' : `${kind} `;
}

function shorten(name: string): string {
  return name.length > 63 ? `${name.slice(0, 20)}…` : name;
}
