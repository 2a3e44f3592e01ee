import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isHealthy, readState } from './control-plane.js';
import { ingressControllerServing, type IngressControllerState } from './ingress-controller.js';
import type { TestbedPaths } from './paths.js';
import { isAlive } from './processes.js';
import { realNodeLayout } from './real-node/layout.js';
import { realNodeLeftovers } from './real-node/leftovers.js';
import { nodeReady } from './real-node/node.js';

const run = promisify(execFile);

/** `testbed status`: each component, readiness, the real node (Ready or not) or the proof that none is half-there. */
export async function status(paths: TestbedPaths): Promise<string[]> {
  const state = readState(paths);
  if (state === undefined) return ['testbed: not running', ...(await leftoversLine(paths))];
  const lines = [`testbed: API server ${state.server}, started ${state.startedAt}`];
  for (const [name, pid] of Object.entries(state.pids))
    lines.push(`  ${name.padEnd(24)} pid ${pid} ${isAlive(pid) ? 'running' : 'NOT RUNNING'}`);
  const healthy = await isHealthy(state);
  lines.push(`  ready: ${healthy ? 'yes' : 'no'}`);
  lines.push(`  kubeconfig: ${state.kubeconfig}`);
  if (state.realNode === undefined) {
    lines.push('  real node: not started (up --real-node starts it)', ...(await leftoversLine(paths)));
  } else {
    const kubectl = (...args: string[]) =>
      run(join(paths.bin, 'kubectl'), [`--kubeconfig=${paths.kubeconfig}`, ...args]);
    const ready = healthy ? await nodeReady(kubectl).catch(() => undefined) : undefined;
    lines.push(
      `  real node: ${state.realNode.name} ${ready === 'True' ? 'up and Ready' : `NOT READY (Ready=${ready ?? 'unknown'})`}`,
    );
    lines.push(`  pod image registry: ${state.realNode.registry}`);
    for (const [name, reference] of Object.entries(state.realNode.images))
      lines.push(`  image ${name.padEnd(8)} ${reference}`);
    lines.push(await ingressControllerLine(state.ingressController));
  }
  return lines;
}

/** Where previews answer (send the Route's host as the Host header) and whether Traefik does. */
async function ingressControllerLine(controller: IngressControllerState | undefined): Promise<string> {
  if (controller === undefined) return '  ingress controller: not started (up --real-node starts it)';
  const serving = await ingressControllerServing(controller);
  return `  ingress controller: Traefik on ${controller.url} ${serving ? 'serving' : 'NOT SERVING'} (Ingresses of class ${controller.ingressClass} or none; routers: ${controller.adminUrl}/api/http/routers)`;
}

/** The proof that no real node is half-there: no process, mount, cgroup, bridge, chain or hosts line of one. */
async function leftoversLine(paths: TestbedPaths): Promise<string[]> {
  const left = await realNodeLeftovers(realNodeLayout(paths.state));
  return [`  real node leftovers: ${left.length === 0 ? 'none' : left.join('; ')}`];
}
