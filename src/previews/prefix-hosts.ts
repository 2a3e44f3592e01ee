import type { KubeObject } from '../render/kube-object.js';
import { asRecord, isRecord } from '../model/values.js';
import { isGatewayRoute } from './outside-reach.js';
import { stableHash } from './stable-hash.js';

const MAX_DNS_LABEL = 63;

/**
 * `prefix` put before a host's first label (after `*.` for a wildcard), so
 * the preview answers on a host of its own. A first label that would pass
 * 63 characters is shortened and given a hash of itself.
 */
export function prefixHost(host: string, prefix: string): string {
  const wildcard = host.startsWith('*.') ? '*.' : '';
  const rest = host.slice(wildcard.length);
  const dot = rest.indexOf('.');
  const first = dot === -1 ? rest : rest.slice(0, dot);
  const domain = dot === -1 ? '' : rest.slice(dot);
  let label = `${prefix}${first}`;
  if (label.length > MAX_DNS_LABEL) {
    const room = MAX_DNS_LABEL - prefix.length - 9;
    label = `${prefix}${first.slice(0, Math.max(room, 0)).replace(/-+$/, '')}-${stableHash(first)}`;
  }
  return `${wildcard}${label}${domain}`;
}

export interface PrefixedHosts {
  readonly object: KubeObject;
  /** The hosts the object now serves. */
  readonly hosts: readonly string[];
}

/** An Ingress's rule and TLS hosts, an OpenShift Route's spec.host (or subdomain), a Gateway route's hostnames, prefixed. */
export function prefixHosts(object: KubeObject, prefix: string): PrefixedHosts {
  const spec = asRecord(object['spec']);
  if (object.kind === 'Ingress' && object.apiVersion.startsWith('networking.k8s.io/')) {
    const hosts: string[] = [];
    const rules = Array.isArray(spec['rules'])
      ? spec['rules'].map((rule: unknown) => {
          if (!isRecord(rule) || typeof rule['host'] !== 'string' || rule['host'] === '') return rule;
          const host = prefixHost(rule['host'], prefix);
          hosts.push(host);
          return { ...rule, host };
        })
      : undefined;
    const tls = Array.isArray(spec['tls'])
      ? spec['tls'].map((entry: unknown) => {
          if (!isRecord(entry) || !Array.isArray(entry['hosts'])) return entry;
          const tlsHosts = entry['hosts'].map((h: unknown) =>
            typeof h === 'string' ? prefixHost(h, prefix) : h,
          );
          return { ...entry, hosts: tlsHosts };
        })
      : undefined;
    const changed: Record<string, unknown> = { ...spec };
    if (rules !== undefined) changed['rules'] = rules;
    if (tls !== undefined) changed['tls'] = tls;
    return { object: { ...object, spec: changed }, hosts };
  }
  if (object.kind === 'Route' && object.apiVersion.startsWith('route.openshift.io/')) {
    const host = spec['host'];
    const subdomain = spec['subdomain'];
    if (typeof host !== 'string' || host === '') {
      // `<subdomain>.<router domain>` would be production's host: the preview's subdomain gets the prefix.
      if (typeof subdomain === 'string' && subdomain !== '')
        return {
          object: { ...object, spec: { ...spec, subdomain: prefixHost(subdomain, prefix) } },
          hosts: [],
        };
      // Neither: OpenShift makes a host from the route's name and the (preview's) namespace.
      return { object, hosts: [] };
    }
    const prefixed = prefixHost(host, prefix);
    return { object: { ...object, spec: { ...spec, host: prefixed } }, hosts: [prefixed] };
  }
  if (isGatewayRoute(object) && Array.isArray(spec['hostnames'])) {
    const hostnames = spec['hostnames'].map((h: unknown) =>
      typeof h === 'string' ? prefixHost(h, prefix) : h,
    );
    const hosts = hostnames.filter((h): h is string => typeof h === 'string');
    return { object: { ...object, spec: { ...spec, hostnames } }, hosts };
  }
  return { object, hosts: [] };
}
