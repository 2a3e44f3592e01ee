import type { ContainerRequest } from './container-request.js';

/** What a commit made for a container request says it was asked to do. */
export type ContainerAction = 'create' | 'stop' | 'delete';

/**
 * The commit subject: "create container shop/hello: run reg/busybox:1 ["echo","hello"]".
 * The command is shown as JSON and cut short, so it stays one line however
 * it was written (write-back also folds any line break left).
 */
export function containerCommitSummary(
  action: ContainerAction,
  project: string,
  name: string,
  request?: Pick<ContainerRequest, 'image' | 'command'>,
): string {
  const what = `${action} container ${project}/${name}`;
  if (request === undefined) return what;
  const command = request.command === undefined ? '' : ` ${JSON.stringify(request.command)}`;
  const run = `run ${request.image}${command}`;
  return `${what}: ${run.length > 120 ? `${run.slice(0, 117)}...` : run}`;
}
