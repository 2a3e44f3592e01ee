/** Why a name is not acceptable, or undefined when it is. */
export type NameRejection =
  | { readonly code: 'INVALID_NAME'; readonly message: string }
  | { readonly code: 'NAME_TOO_LONG'; readonly message: string };

const DNS_1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const DNS_1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** Projects, OpenShift kinds and Services: their names become labels, hosts and namespaces. */
export function checkLabelName(name: string): NameRejection | undefined {
  if (name.length > 63) {
    return { code: 'NAME_TOO_LONG', message: `name '${name}' is ${name.length} characters; the limit is 63` };
  }
  if (!DNS_1123_LABEL.test(name)) {
    return {
      code: 'INVALID_NAME',
      message: `name '${name}' must be a DNS-1123 label: lowercase letters, digits and '-', starting and ending with a letter or digit`,
    };
  }
  return undefined;
}

/** Other Kubernetes objects, whose names may contain dots. */
export function checkSubdomainName(name: string): NameRejection | undefined {
  if (name.length > 253) {
    return {
      code: 'NAME_TOO_LONG',
      message: `name '${name.slice(0, 20)}…' is ${name.length} characters; the limit is 253`,
    };
  }
  if (!DNS_1123_SUBDOMAIN.test(name)) {
    return {
      code: 'INVALID_NAME',
      message: `name '${name}' must be a DNS-1123 subdomain: lowercase letters, digits, '-' and '.', starting and ending with a letter or digit`,
    };
  }
  return undefined;
}
