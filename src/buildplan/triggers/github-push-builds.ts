import type { Manifest } from '../../model/manifest.js';
import { branchOf, pushSkipReason } from './branch-match.js';
import { buildConfigsOf, gitSourceOf, hasTrigger, qualifiedName } from './build-config-fields.js';
import { namesSameRepository, repositoryIdentity } from './repository-identity.js';
import {
  firstLine,
  type SkippedTrigger,
  type TriggerDecision,
  type TriggeredBuild,
} from './triggered-build.js';

/** What a GitHub `push` says that decides builds; webhooks' GitHubPushEvent has this shape. */
export interface GitHubPush {
  readonly deliveryId: string;
  readonly repository: {
    readonly fullName?: string;
    readonly cloneUrl: string;
    readonly sshUrl: string;
    readonly htmlUrl: string;
  };
  /** `refs/heads/main` */
  readonly ref: string;
  /** The pushed commit. */
  readonly after: string;
  readonly deleted: boolean;
  /** `repository.default_branch`: what a BuildConfig without `ref` builds. */
  readonly defaultBranch?: string | undefined;
  readonly pusher?: string | undefined;
  readonly headCommitMessage?: string | undefined;
}

/**
 * The builds a GitHub push starts: every BuildConfig whose `source.git.uri`
 * names the pushed repository, that has a `GitHub` trigger, and whose `ref`
 * (default: the repository's default branch) is the pushed branch. Every
 * BuildConfig of that repository that is left, and a push no BuildConfig
 * builds, is in `skipped` with the reason.
 */
export function gitHubPushBuilds(
  push: GitHubPush,
  projects: ReadonlyMap<string, readonly Manifest[]>,
): TriggerDecision {
  const candidates = [push.repository.cloneUrl, push.repository.sshUrl, push.repository.htmlUrl];
  const builds: TriggeredBuild[] = [];
  const skipped: SkippedTrigger[] = [];
  let sameRepository = 0;
  for (const config of buildConfigsOf(projects)) {
    const source = gitSourceOf(config.manifest);
    if (source === undefined || !namesSameRepository(source.uri, candidates)) continue;
    sameRepository += 1;
    const name = qualifiedName(config);
    const who = { project: config.project, buildConfig: config.manifest.name };
    if (!hasTrigger(config.manifest, 'GitHub')) {
      skipped.push({ ...who, reason: `${name} builds this repository but has no GitHub trigger` });
      continue;
    }
    const reason = pushSkipReason(push, name, source.ref);
    if (reason !== undefined) {
      skipped.push({ ...who, reason });
      continue;
    }
    builds.push({
      ...who,
      commit: push.after,
      ref: push.ref,
      cause: {
        type: 'GitHubWebHook',
        message: pushMessage(push),
        deliveryId: push.deliveryId,
      },
    });
  }
  if (sameRepository === 0)
    skipped.push({ reason: `no BuildConfig builds ${repositoryIdentity(push.repository.cloneUrl)}` });
  return { builds, skipped };
}

/** "GitHub push to main by alice: Fix the header" */
function pushMessage(push: GitHubPush): string {
  const by = push.pusher === undefined ? '' : ` by ${push.pusher}`;
  const subject = firstLine(push.headCommitMessage);
  return `GitHub push to ${branchOf(push.ref)}${by}${subject === undefined ? '' : `: ${subject}`}`;
}
