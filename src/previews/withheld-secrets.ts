import type { KubeObject } from '../render/kube-object.js';
import { asRecord, asRecordList, asString } from '../model/values.js';
import { CONTAINER_LISTS, podSpecOf } from './pod-spec.js';

/**
 * Kinds that are, or make, Secrets in the namespace: the Secret itself, and
 * the controllers that decrypt or fetch one (a fork could otherwise ask
 * External Secrets for any key its store can read).
 */
export function carriesSecret(object: KubeObject): boolean {
  const group = object.apiVersion.includes('/')
    ? object.apiVersion.slice(0, object.apiVersion.indexOf('/'))
    : '';
  if (object.kind === 'Secret' && object.apiVersion === 'v1') return true;
  if (object.kind === 'SealedSecret' && group === 'bitnami.com') return true;
  return (
    group === 'external-secrets.io' && (object.kind === 'ExternalSecret' || object.kind === 'PushSecret')
  );
}

/** The names of Secrets an object reads: its pods' volumes, env, envFrom and pull secrets, an Ingress's TLS. */
export function secretsReadBy(object: KubeObject): string[] {
  const names = new Set<string>();
  const add = (value: unknown): void => {
    const name = asString(value);
    if (name !== undefined && name !== '') names.add(name);
  };
  if (object.kind === 'Ingress')
    for (const tls of asRecordList(asRecord(object['spec'])['tls'])) add(tls['secretName']);
  const spec = podSpecOf(object);
  if (spec === undefined) return [...names].sort();
  for (const pull of asRecordList(spec['imagePullSecrets'])) add(pull['name']);
  for (const volume of asRecordList(spec['volumes'])) {
    add(asRecord(volume['secret'])['secretName']);
    for (const source of asRecordList(asRecord(volume['projected'])['sources']))
      add(asRecord(source['secret'])['name']);
  }
  for (const list of CONTAINER_LISTS)
    for (const container of asRecordList(spec[list])) {
      for (const from of asRecordList(container['envFrom'])) add(asRecord(from['secretRef'])['name']);
      for (const env of asRecordList(container['env']))
        add(asRecord(asRecord(env['valueFrom'])['secretKeyRef'])['name']);
    }
  return [...names].sort();
}
