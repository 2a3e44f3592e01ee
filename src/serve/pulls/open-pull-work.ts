import { join } from 'node:path';
import type { PreviewBuildService } from '../../builds/build-service.js';
import { createForge } from '../../forge/index.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import { SYSTEM_CLOCK } from '../../runtime/index.js';
import type { DesiredRevision } from '../desired-state.js';
import type { ResolvedServeConfig } from '../serve-config.js';
import { Approvals } from './approvals.js';
import { openPullSource } from './pull-source.js';
import { openPullPreviews } from './previews.js';
import { openPulls, type Pulls } from './pulls.js';

/** What pull request work takes from the daemon. */
export interface PullWorkOptions {
  readonly logger: Logger;
  readonly api: KubeApi;
  /** Secret seed for generated template parameters. */
  readonly templateSeed: string | undefined;
}

/** Plans on pull requests, when a forge is configured and pull requests are not turned off. */
export async function openPullWork(
  config: ResolvedServeConfig,
  options: PullWorkOptions,
  current: () => DesiredRevision | undefined,
  builds: PreviewBuildService,
): Promise<Pulls | undefined> {
  if (config.forge === undefined || !config.pulls.enabled) return undefined;
  const log = options.logger.child({ component: 'pulls' });
  const stateDir = join(config.stateDir, 'pulls');
  const source = await openPullSource(config, {
    workDir: join(stateDir, 'source'),
    templateSeed: options.templateSeed,
  });
  const forge = createForge({ ...config.forge, log });
  const approvals = new Approvals(join(stateDir, 'approvals.json'));
  const previews = openPullPreviews({
    api: options.api,
    forge,
    clock: SYSTEM_CLOCK,
    log: options.logger.child({ component: 'previews' }),
    current,
    approvals,
    builds,
  });
  return openPulls(config, {
    api: options.api,
    forge,
    source,
    previews,
    approve: (key, by) => approvals.add(key, { by, at: new Date(SYSTEM_CLOCK.now()).toISOString() }),
    stateDir,
    clock: SYSTEM_CLOCK,
    log,
  });
}
