import { readFileSync, writeFileSync } from 'node:fs';
import { HOSTS_MARKER, REAL_NODE_NAME } from './layout.js';

const HOSTS = '/etc/hosts';
const LINE = `127.0.0.1 ${REAL_NODE_NAME} ${HOSTS_MARKER}`;

/**
 * The API server reaches a kubelet by the node's Hostname address first, and
 * kubelet refuses --node-ip=127.0.0.1: so the node's name resolves to
 * 127.0.0.1 through one marked line. Written in place, as /etc/hosts is often
 * a bind mount that a rename would not replace.
 */
export function addHostsLine(): void {
  const text = readFileSync(HOSTS, 'utf8');
  if (text.split('\n').includes(LINE)) return;
  writeFileSync(HOSTS, `${text}${text.endsWith('\n') || text === '' ? '' : '\n'}${LINE}\n`);
}

export function removeHostsLine(): void {
  const text = readFileSync(HOSTS, 'utf8');
  const kept = text.split('\n').filter((line) => !line.includes(HOSTS_MARKER));
  const next = kept.join('\n');
  if (next !== text) writeFileSync(HOSTS, next);
}

export function hasHostsLine(): boolean {
  return readFileSync(HOSTS, 'utf8').includes(HOSTS_MARKER);
}
