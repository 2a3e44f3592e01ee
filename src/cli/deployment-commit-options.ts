import type { CommitAuthor } from '../git/commit-author.js';

/**
 * The flags `rollback` and `deploy` share: both write one commit about one
 * DeploymentConfig to a config repository.
 */
export const DEPLOYMENT_COMMIT_FLAGS = {
  repo: { type: 'string' },
  ref: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'author-name': { type: 'string' },
  'author-email': { type: 'string' },
  'seed-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `<project>/<deploymentconfig>`, both DNS names; undefined when the text is not one. */
export function parseDeploymentTarget(
  text: string | undefined,
): { project: string; name: string } | undefined {
  const match = /^([a-z0-9][-a-z0-9]*)\/([a-z0-9][-a-z0-9.]*)$/.exec(text ?? '');
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { project: match[1], name: match[2] };
}

/**
 * The author from `--author-name` and `--author-email`: undefined for the
 * default, or a usage message when only one of them is given.
 */
export function commitAuthorOf(values: {
  readonly 'author-name'?: string | undefined;
  readonly 'author-email'?: string | undefined;
}): { author?: CommitAuthor } | { usage: string } {
  const name = values['author-name'];
  const email = values['author-email'];
  if ((name === undefined) !== (email === undefined))
    return { usage: '--author-name and --author-email go together' };
  return name === undefined || email === undefined ? {} : { author: { name, email } };
}
