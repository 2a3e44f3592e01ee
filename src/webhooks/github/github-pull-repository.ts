import type { JsonObject } from '../json-fields.js';
import type { PullRequestRepository } from '../webhook-event.js';
import { requiredObject, requiredString, userLogin } from './pull-payload-fields.js';

/** The payload's `repository` (the one the PR targets), the same on GitHub and Gitea. */
export function pullRequestRepository(payload: JsonObject): PullRequestRepository {
  const repository = requiredObject(payload, 'repository', 'repository');
  return {
    fullName: requiredString(repository, 'full_name', 'repository.full_name'),
    owner: userLogin(repository, 'owner', 'repository.owner'),
    name: requiredString(repository, 'name', 'repository.name'),
    cloneUrl: requiredString(repository, 'clone_url', 'repository.clone_url'),
    sshUrl: requiredString(repository, 'ssh_url', 'repository.ssh_url'),
    htmlUrl: requiredString(repository, 'html_url', 'repository.html_url'),
  };
}
