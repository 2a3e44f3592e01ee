import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { POD_BRIDGE, POD_SUBNET, type RealNodeLayout } from './layout.js';

const run = promisify(execFile);
const IP_FORWARD = '/proc/sys/net/ipv4/ip_forward';

/**
 * One bridge on this machine for the node's pods: the host reaches pods
 * through the bridge's address (isGateway), pods get no default route and
 * nothing is masqueraded, so no pod traffic leaves the machine. Pods that must
 * reach a loopback service run with hostNetwork.
 */
export function writePodNetwork(layout: RealNodeLayout): void {
  mkdirSync(layout.cniConfDir, { recursive: true });
  writeFileSync(
    join(layout.cniConfDir, '10-gitshift.conflist'),
    `${JSON.stringify(
      {
        cniVersion: '1.0.0',
        name: 'gitshift-pods',
        plugins: [
          {
            type: 'bridge',
            bridge: POD_BRIDGE,
            isGateway: true,
            isDefaultGateway: false,
            ipMasq: false,
            hairpinMode: true,
            ipam: { type: 'host-local', ranges: [[{ subnet: POD_SUBNET }]], dataDir: layout.cniDataDir },
          },
        ],
      },
      null,
      2,
    )}\n`,
  );
}

/** The bridge plugin turns forwarding on for its gateway; `down` puts back what was there. */
export function readIpForward(): string {
  return readFileSync(IP_FORWARD, 'utf8').trim();
}

export function restoreIpForward(value: string): void {
  if (readIpForward() !== value) writeFileSync(IP_FORWARD, value);
}

export function bridgeExists(): boolean {
  return existsSync(`/sys/class/net/${POD_BRIDGE}`);
}

export async function deleteBridge(): Promise<void> {
  if (bridgeExists()) await run('ip', ['link', 'delete', POD_BRIDGE]);
}

const TOOLS = ['iptables', 'ip6tables'] as const;
const OURS = /^(KUBE-|CNI-)/;

interface Table {
  readonly chains: string[];
  readonly rules: string[];
}

/** KUBE-* chains kubelet may add even with makeIPTablesUtilChains off (canaries, hints), and CNI-* chains. */
export async function leftoverChains(): Promise<string[]> {
  const found: string[] = [];
  for (const tool of TOOLS)
    for (const [table, { chains }] of await tables(tool))
      for (const chain of chains.filter((name) => OURS.test(name)))
        found.push(`${tool} -t ${table} ${chain}`);
  return found;
}

/** Removes every KUBE- and CNI- chain: the rules that jump to them first, then the chains. */
export async function deleteChains(): Promise<void> {
  for (const tool of TOOLS) {
    for (const [table, { chains, rules }] of await tables(tool)) {
      const ours = chains.filter((chain) => OURS.test(chain));
      if (ours.length === 0) continue;
      for (const line of rules) {
        const jump = /^-A (\S+) (.*-j (\S+).*)$/.exec(line);
        const [, chain = '', rule = '', target = ''] = jump ?? [];
        if (jump !== null && !OURS.test(chain) && OURS.test(target))
          await run(tool, ['-t', table, '-D', chain, ...splitRule(rule)]);
      }
      for (const chain of ours) await run(tool, ['-t', table, '-F', chain]);
      for (const chain of ours) await run(tool, ['-t', table, '-X', chain]);
    }
  }
}

/** One `iptables-save` per tool: every table's chains and rules. A tool that is missing has none. */
async function tables(tool: (typeof TOOLS)[number]): Promise<Map<string, Table>> {
  const { stdout } = await run(`${tool}-save`).catch(() => ({ stdout: '' }));
  const found = new Map<string, Table>();
  let current: Table | undefined;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('*')) {
      current = { chains: [], rules: [] };
      found.set(line.slice(1), current);
    } else if (line.startsWith(':')) current?.chains.push(line.slice(1).split(' ')[0] ?? '');
    else if (line.startsWith('-A ')) current?.rules.push(line);
  }
  return found;
}

/** iptables-save quotes comments; the rest splits on spaces. */
function splitRule(rule: string): string[] {
  return [...rule.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}
