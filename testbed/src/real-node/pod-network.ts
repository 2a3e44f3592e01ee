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

const TABLES = ['filter', 'nat', 'mangle', 'raw'] as const;
const OURS = /^(KUBE-|CNI-)/;

/** KUBE-* chains kubelet adds even with makeIPTablesUtilChains off (canaries, hints), and CNI-* chains. */
export async function leftoverChains(): Promise<string[]> {
  const found: string[] = [];
  for (const tool of ['iptables', 'ip6tables'] as const) {
    for (const table of TABLES) {
      for (const chain of await chains(tool, table))
        if (OURS.test(chain)) found.push(`${tool} -t ${table} ${chain}`);
    }
  }
  return found;
}

/** Removes every KUBE- and CNI- chain: the rules that jump to them first, then the chains. */
export async function deleteChains(): Promise<void> {
  for (const tool of ['iptables', 'ip6tables'] as const) {
    for (const table of TABLES) {
      const ours = (await chains(tool, table)).filter((chain) => OURS.test(chain));
      if (ours.length === 0) continue;
      const { stdout } = await run(`${tool}-save`, ['-t', table]);
      for (const line of stdout.split('\n')) {
        const jump = /^-A (\S+) (.*-j (\S+).*)$/.exec(line);
        if (jump === null) continue;
        const [, chain, rule, target] = jump;
        if (
          chain !== undefined &&
          rule !== undefined &&
          target !== undefined &&
          !OURS.test(chain) &&
          OURS.test(target)
        )
          await run(tool, ['-t', table, '-D', chain, ...splitRule(rule)]);
      }
      for (const chain of ours) await run(tool, ['-t', table, '-F', chain]);
      for (const chain of ours) await run(tool, ['-t', table, '-X', chain]);
    }
  }
}

async function chains(tool: 'iptables' | 'ip6tables', table: string): Promise<string[]> {
  const { stdout } = await run(`${tool}-save`, ['-t', table]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .filter((line) => line.startsWith(':'))
    .map((line) => line.slice(1).split(' ')[0] ?? '');
}

/** iptables-save quotes comments; the rest splits on spaces. */
function splitRule(rule: string): string[] {
  return [...rule.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2] ?? '');
}
