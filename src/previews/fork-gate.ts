import type { PreviewSettings } from '../model/settings.js';

export interface ForkGateInput {
  /** The PR's head is in another repository. */
  readonly fork: boolean;
  /** A maintainer commented `/ok-to-test` on the PR. */
  readonly approved: boolean;
  readonly settings: Pick<PreviewSettings, 'forks'>;
}

export type ForkGate =
  | { readonly gate: 'allowed'; readonly reason: string }
  | { readonly gate: 'needs-approval'; readonly reason: string };

/**
 * A fork's preview runs code nobody with write access has reviewed, in the
 * cluster: it waits for a maintainer's `/ok-to-test` unless previews.forks
 * says otherwise.
 */
export function forkGate({ fork, approved, settings }: ForkGateInput): ForkGate {
  if (!fork) return { gate: 'allowed', reason: 'not from a fork' };
  if (settings.forks) return { gate: 'allowed', reason: 'previews.forks allows pull requests from forks' };
  if (approved) return { gate: 'allowed', reason: 'a maintainer approved it with /ok-to-test' };
  return {
    gate: 'needs-approval',
    reason: 'a pull request from a fork gets a preview once a maintainer comments /ok-to-test',
  };
}
